package scrapyard;

import java.util.Locale;

/** Money is carried as whole pence; this formats it for tickets and reports. */
public final class Pence {

    private Pence() {
    }

    public static String format(long pence) {
        String sign = pence < 0 ? "-" : "";
        long abs = Math.abs(pence);
        return String.format(Locale.UK, "%s£%,d.%02d", sign, abs / 100, abs % 100);
    }
}
