package scrapyard;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** A weight, held in whole grams so that sums never drift. */
public record Mass(long grams) implements Comparable<Mass> {

    public static final Mass ZERO = new Mass(0);

    public static Mass ofGrams(long grams) {
        return new Mass(grams);
    }

    public static Mass ofKg(long kilograms) {
        return new Mass(Math.multiplyExact(kilograms, 1000L));
    }

    /** Parses a reading such as "1234.5" (kilograms, up to three decimals). */
    public static Mass kg(String reading) {
        BigDecimal kilograms = new BigDecimal(reading.trim());
        if (kilograms.scale() > 3) {
            throw new IllegalArgumentException("finer than a gram: " + reading);
        }
        return new Mass(kilograms.movePointRight(3).longValueExact());
    }

    public Mass plus(Mass other) {
        return new Mass(Math.addExact(grams, other.grams));
    }

    public Mass minus(Mass other) {
        return new Mass(Math.subtractExact(grams, other.grams));
    }

    public boolean isNegative() {
        return grams < 0;
    }

    /** This mass less the given percentage, rounded down to the gram. */
    public Mass lessPercent(int percent) {
        if (percent < 0 || percent > 100) {
            throw new IllegalArgumentException("percent out of range: " + percent);
        }
        return new Mass(grams * (100 - percent) / 100);
    }

    /** Rounds down to a whole number of steps, as the yard always does in the seller's disfavour. */
    public Mass roundDownTo(Mass step) {
        if (step.grams <= 0) {
            throw new IllegalArgumentException("step must be positive");
        }
        return new Mass(Math.floorDiv(grams, step.grams) * step.grams);
    }

    public BigDecimal kilograms() {
        return BigDecimal.valueOf(grams).movePointLeft(3);
    }

    @Override
    public int compareTo(Mass other) {
        return Long.compare(grams, other.grams);
    }

    @Override
    public String toString() {
        return kilograms().setScale(1, RoundingMode.DOWN).toPlainString() + " kg";
    }
}
