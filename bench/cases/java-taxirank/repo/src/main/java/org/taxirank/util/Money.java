package org.taxirank.util;

public final class Money {
    private Money() {
    }

    /** Pence as pounds: 1234 -> "£12.34". */
    public static String pounds(int pence) {
        String sign = pence < 0 ? "-" : "";
        int abs = Math.abs(pence);
        return String.format("%s£%d.%02d", sign, abs / 100, abs % 100);
    }

    /** Started units of a size: 0 -> 0, 1..size -> 1, size+1 -> 2. */
    public static int startedUnits(int amount, int size) {
        return (amount + size - 1) / size;
    }
}
