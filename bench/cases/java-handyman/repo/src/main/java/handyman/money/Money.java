package handyman.money;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** An amount in pounds sterling, held as whole pence. */
public record Money(long pence) implements Comparable<Money> {

    public static final Money ZERO = new Money(0);

    public static Money pence(long pence) {
        return new Money(pence);
    }

    public static Money pounds(String pounds) {
        return new Money(new BigDecimal(pounds).movePointRight(2).setScale(0, RoundingMode.HALF_UP).longValueExact());
    }

    public Money plus(Money other) {
        return new Money(pence + other.pence);
    }

    public Money minus(Money other) {
        return new Money(pence - other.pence);
    }

    public Money times(long count) {
        return new Money(Math.multiplyExact(pence, count));
    }

    /** Multiplies by a decimal factor, rounding half up to the penny. */
    public Money times(BigDecimal factor) {
        return new Money(BigDecimal.valueOf(pence).multiply(factor).setScale(0, RoundingMode.HALF_UP).longValueExact());
    }

    /** The given percentage of this amount, rounded half up to the penny. */
    public Money percent(BigDecimal percent) {
        return times(percent.movePointLeft(2));
    }

    public Money negate() {
        return new Money(-pence);
    }

    public boolean isNegative() {
        return pence < 0;
    }

    public static Money max(Money a, Money b) {
        return a.compareTo(b) >= 0 ? a : b;
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
