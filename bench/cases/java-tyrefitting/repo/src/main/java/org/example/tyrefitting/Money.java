package org.example.tyrefitting;

/** Prices are held in pence; this formats them. */
public final class Money {
    private Money() {
    }

    public static String format(long pence) {
        String sign = pence < 0 ? "-" : "";
        long abs = Math.abs(pence);
        return String.format("%s£%d.%02d", sign, abs / 100, abs % 100);
    }

    /** {@code pence * rate}, rounded half up to the penny. */
    public static long percent(long pence, int rate) {
        return Math.floorDiv(pence * rate + 50, 100);
    }
}
