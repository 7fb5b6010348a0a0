package handyman.diary;

import java.util.Locale;

/** Just enough of UK postcodes to tell districts apart. */
public final class Postcodes {

    private Postcodes() {
    }

    public static String normalise(String postcode) {
        String compact = postcode.replaceAll("\\s+", "").toUpperCase(Locale.ROOT);
        if (compact.length() < 5 || compact.length() > 7) {
            throw new IllegalArgumentException("not a postcode: " + postcode);
        }
        return compact.substring(0, compact.length() - 3) + " " + compact.substring(compact.length() - 3);
    }

    public static String district(String postcode) {
        String normal = normalise(postcode);
        return normal.substring(0, normal.indexOf(' '));
    }
}
