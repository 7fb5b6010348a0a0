package llamatrek;

/** Prices are whole pence; this turns them into text. */
public final class Money {

    private Money() {
    }

    public static String format(long pence) {
        String sign = pence < 0 ? "-" : "";
        long abs = Math.abs(pence);
        return String.format("%s£%,d.%02d", sign, abs / 100, abs % 100);
    }

    /** {@code percent} per cent of {@code pence}, rounded half up to the penny. */
    public static long percentOf(long pence, int percent) {
        return (pence * percent + 50) / 100;
    }
}
