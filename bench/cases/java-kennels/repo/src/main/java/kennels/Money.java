package kennels;

/** Amounts are held in pence and shown in pounds. */
public final class Money {

    private Money() {
    }

    public static String format(long pence) {
        String sign = pence < 0 ? "-" : "";
        long abs = Math.abs(pence);
        return String.format("%s£%d.%02d", sign, abs / 100, abs % 100);
    }

    /** A percentage of an amount, rounded half up to the penny. */
    public static long percentOf(long pence, int percent) {
        return Math.floorDiv(pence * percent + 50, 100);
    }

    /** Rounds up to a whole pound. */
    public static long ceilPound(long pence) {
        return Math.floorDiv(pence + 99, 100) * 100;
    }
}
