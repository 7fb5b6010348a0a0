package com.example.greenfees;

/** Amounts are held as whole pence. */
public final class Money {
    private Money() {
    }

    /** Formats pence as pounds: 1250 is "£12.50". */
    public static String format(long pence) {
        String sign = pence < 0 ? "-" : "";
        long abs = Math.abs(pence);
        return String.format("%s£%d.%02d", sign, abs / 100, abs % 100);
    }

    /** Takes a whole-number percentage off an amount, rounding the discount down to the penny. */
    public static long less(long pence, int percent) {
        if (percent < 0 || percent > 100) {
            throw new IllegalArgumentException("percent out of range: " + percent);
        }
        return pence - pence * percent / 100;
    }
}
