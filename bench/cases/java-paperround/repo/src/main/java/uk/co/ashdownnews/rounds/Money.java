package uk.co.ashdownnews.rounds;

/**
 * An amount of money in pence. All prices, charges and bills are kept in whole pence so that
 * a month of daily papers adds up to exactly what the customer is asked to pay.
 */
public record Money(long pence) implements Comparable<Money> {

    public static final Money ZERO = new Money(0);

    public static Money pence(long pence) {
        return new Money(pence);
    }

    public static Money pounds(int pounds, int pence) {
        if (pence < 0 || pence > 99) {
            throw new IllegalArgumentException("pence out of range: " + pence);
        }
        return new Money(pounds * 100L + pence);
    }

    /** Parses "£1.20", "1.20" or "1.2" into 120 pence. */
    public static Money parse(String text) {
        String s = text.strip();
        if (s.startsWith("£")) {
            s = s.substring(1);
        }
        int dot = s.indexOf('.');
        if (dot < 0) {
            return new Money(Long.parseLong(s) * 100);
        }
        String whole = s.substring(0, dot);
        String frac = s.substring(dot + 1);
        if (frac.isEmpty() || frac.length() > 2) {
            throw new IllegalArgumentException("not a money amount: " + text);
        }
        if (frac.length() == 1) {
            frac = frac + "0";
        }
        long pounds = whole.isEmpty() ? 0 : Long.parseLong(whole);
        return new Money(pounds * 100 + Long.parseLong(frac));
    }

    public Money plus(Money other) {
        return new Money(pence + other.pence);
    }

    public Money minus(Money other) {
        return new Money(pence - other.pence);
    }

    public Money times(long count) {
        return new Money(pence * count);
    }

    public boolean isZero() {
        return pence == 0;
    }

    /** "£12.05". */
    public String format() {
        long whole = pence / 100;
        long part = Math.abs(pence % 100);
        return String.format("£%d.%02d", whole, part);
    }

    @Override
    public int compareTo(Money other) {
        return Long.compare(pence, other.pence);
    }

    @Override
    public String toString() {
        return format();
    }
}
