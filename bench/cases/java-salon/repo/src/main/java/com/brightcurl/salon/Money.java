package com.brightcurl.salon;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * An amount of money in pence. Prices in the salon are always quoted in pounds
 * sterling with VAT included.
 */
public record Money(long pence) implements Comparable<Money> {

    public static final Money ZERO = new Money(0);

    public static Money ofPence(long pence) {
        return new Money(pence);
    }

    public static Money ofPounds(long pounds) {
        return new Money(pounds * 100);
    }

    /** Parses "38", "38.5", "38.50" or "£38.50". */
    public static Money parse(String text) {
        String s = text.strip();
        if (s.startsWith("£")) {
            s = s.substring(1);
        }
        BigDecimal value;
        try {
            value = new BigDecimal(s);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not an amount: " + text, e);
        }
        if (value.scale() > 2) {
            throw new IllegalArgumentException("more than two decimal places: " + text);
        }
        return new Money(value.movePointRight(2).longValueExact());
    }

    public Money plus(Money other) {
        return new Money(pence + other.pence);
    }

    public Money minus(Money other) {
        return new Money(pence - other.pence);
    }

    public Money times(long factor) {
        return new Money(pence * factor);
    }

    /** This amount scaled by percent / 100, rounded half up to the penny. */
    public Money percent(long percent) {
        BigDecimal scaled = BigDecimal.valueOf(pence)
                .multiply(BigDecimal.valueOf(percent))
                .divide(BigDecimal.valueOf(100), 0, RoundingMode.HALF_UP);
        return new Money(scaled.longValueExact());
    }

    /** Rounds to the nearest multiple of {@code step} pence, halves going up. */
    public Money roundTo(long step) {
        if (step <= 0) {
            throw new IllegalArgumentException("step must be positive: " + step);
        }
        long remainder = Math.floorMod(pence, step);
        long down = pence - remainder;
        return new Money(remainder * 2 >= step ? down + step : down);
    }

    public boolean isNegative() {
        return pence < 0;
    }

    public Money max(Money other) {
        return pence >= other.pence ? this : other;
    }

    @Override
    public int compareTo(Money other) {
        return Long.compare(pence, other.pence);
    }

    @Override
    public String toString() {
        long abs = Math.abs(pence);
        return String.format("%s£%d.%02d", pence < 0 ? "-" : "", abs / 100, abs % 100);
    }
}
