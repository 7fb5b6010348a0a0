package org.example.woodyard;

/** Pounds and pence for the statements. */
public final class Money {

    private Money() {
    }

    public static String format(long pence) {
        String sign = pence < 0 ? "-" : "";
        long abs = Math.abs(pence);
        return String.format("%s£%d.%02d", sign, abs / 100, abs % 100);
    }
}
