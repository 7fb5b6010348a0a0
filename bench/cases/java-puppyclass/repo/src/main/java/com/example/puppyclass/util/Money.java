package com.example.puppyclass.util;

/** Pounds and pence. */
public final class Money {

    private Money() {
    }

    /** Formats an amount in pence as pounds, e.g. 4550 as "£45.50" and -200 as "-£2.00". */
    public static String format(long pence) {
        String sign = pence < 0 ? "-" : "";
        long abs = Math.abs(pence);
        return String.format("%s£%d.%02d", sign, abs / 100, abs % 100);
    }

    /** The given percentage of an amount in pence, rounded half up to a whole penny. */
    public static long percentOf(long pence, int percent) {
        return Math.round(pence * percent / 100.0);
    }
}
