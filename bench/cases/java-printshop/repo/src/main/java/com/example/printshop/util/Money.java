package com.example.printshop.util;

/** Euro amounts held as cents. */
public final class Money {
    private Money() {}

    public static String format(long cents) {
        String sign = cents < 0 ? "-" : "";
        long abs = Math.abs(cents);
        return String.format("%s€%d.%02d", sign, abs / 100, abs % 100);
    }

    /** {@code percent} percent of {@code cents}, rounded half up. */
    public static long percentOf(long cents, int percent) {
        return (cents * percent + 50) / 100;
    }
}
