package org.example.bobsleigh;

/** Times as timing shows them: seconds with two decimals ("4.87", "56.31"). */
public final class TimeFormat {
    private TimeFormat() {
    }

    /** Parses "56.31" into 5631 hundredths. */
    public static int parse(String text) {
        String t = text.trim();
        int dot = t.indexOf('.');
        if (dot < 0 || t.length() - dot != 3) {
            throw new IllegalArgumentException("not a time: '" + text + "'");
        }
        int seconds = Integer.parseInt(t.substring(0, dot));
        int hundredths = Integer.parseInt(t.substring(dot + 1));
        return seconds * 100 + hundredths;
    }

    /** Formats 5631 hundredths as "56.31". */
    public static String format(int hundredths) {
        return String.format("%d.%02d", hundredths / 100, hundredths % 100);
    }

    /** A gap to the leader: "+0.42". */
    public static String gap(int hundredths) {
        return "+" + format(hundredths);
    }
}
