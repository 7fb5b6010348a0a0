package org.ashgrove.kegs;

/** Formatting of pence as pounds for delivery notes. */
public final class Money {
    private Money() {
    }

    public static String format(long pence) {
        String sign = pence < 0 ? "-" : "";
        long abs = Math.abs(pence);
        return String.format("%s£%d.%02d", sign, abs / 100, abs % 100);
    }
}
