package com.example.planthire;

/** Amounts in pence. */
public final class Money {
    private Money() {}

    /** "£1,234.50" for 123450. */
    public static String format(long pence) {
        String sign = pence < 0 ? "-" : "";
        long abs = Math.abs(pence);
        return String.format("%s£%,d.%02d", sign, abs / 100, abs % 100);
    }

    /** Pence in a price written like "12.50" or "12". */
    public static long parse(String text) {
        String t = text.trim();
        int dot = t.indexOf('.');
        if (dot < 0) {
            return Long.parseLong(t) * 100;
        }
        String pounds = t.substring(0, dot);
        String pence = (t.substring(dot + 1) + "00").substring(0, 2);
        if (t.length() - dot - 1 > 2) {
            throw new IllegalArgumentException("more than two decimals: " + text);
        }
        return Long.parseLong(pounds.isEmpty() ? "0" : pounds) * 100 + Long.parseLong(pence);
    }

    /** percent % of an amount, rounded to the nearest penny, halves up. */
    public static long percentOf(long pence, int percent) {
        return Math.floorDiv(pence * percent + 50, 100);
    }
}
