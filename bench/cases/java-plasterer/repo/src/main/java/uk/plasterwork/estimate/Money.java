package uk.plasterwork.estimate;

import java.util.Objects;

/** An amount of money in pence. Immutable; arithmetic never leaves whole pence. */
public final class Money implements Comparable<Money> {

    public static final Money ZERO = new Money(0);

    private final long pence;

    private Money(long pence) {
        this.pence = pence;
    }

    public static Money ofPence(long pence) {
        return new Money(pence);
    }

    public static Money ofPounds(long pounds) {
        return new Money(Math.multiplyExact(pounds, 100L));
    }

    public long pence() {
        return pence;
    }

    public Money plus(Money other) {
        return new Money(Math.addExact(pence, other.pence));
    }

    public Money minus(Money other) {
        return new Money(Math.subtractExact(pence, other.pence));
    }

    public Money times(long count) {
        return new Money(Math.multiplyExact(pence, count));
    }

    /**
     * The given percentage of this amount, rounded half up to the penny
     * (half away from zero for negative amounts).
     */
    public Money percent(int percent) {
        long scaled = Math.multiplyExact(pence, (long) percent);
        long whole = scaled / 100;
        long rest = Math.abs(scaled % 100);
        if (rest >= 50) {
            whole += scaled < 0 ? -1 : 1;
        }
        return new Money(whole);
    }

    public boolean isZero() {
        return pence == 0;
    }

    /** Formats as pounds with thousands separators, e.g. {@code £1,234.05} or {@code -£3.50}. */
    public String format() {
        long abs = Math.abs(pence);
        StringBuilder pounds = new StringBuilder(Long.toString(abs / 100));
        for (int i = pounds.length() - 3; i > 0; i -= 3) {
            pounds.insert(i, ',');
        }
        String sign = pence < 0 ? "-" : "";
        return String.format("%s£%s.%02d", sign, pounds, abs % 100);
    }

    @Override
    public int compareTo(Money other) {
        return Long.compare(pence, other.pence);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Money m && m.pence == pence;
    }

    @Override
    public int hashCode() {
        return Objects.hashCode(pence);
    }

    @Override
    public String toString() {
        return format();
    }
}
