package org.example.florist;

/** Amounts in pence, formatted for the order confirmation. */
public final class Money {
    private Money() {}

    public static String format(long pence) {
        String sign = pence < 0 ? "-" : "";
        long abs = Math.abs(pence);
        return String.format("%s£%,d.%02d", sign, abs / 100, abs % 100);
    }

    /** A percentage of an amount, rounded to the nearest penny. */
    public static long percent(long pence, int percent) {
        return Math.round(pence * percent / 100.0);
    }
}
