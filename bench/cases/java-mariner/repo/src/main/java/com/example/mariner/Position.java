package com.example.mariner;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A position in decimal degrees, north and east positive. */
public record Position(double lat, double lon) {

    private static final Pattern DM = Pattern.compile(
            "\\s*(\\d{1,2})\\s+(\\d{1,2}(?:\\.\\d+)?)\\s*([NS])\\s+(\\d{1,3})\\s+(\\d{1,2}(?:\\.\\d+)?)\\s*([EW])\\s*");

    public Position {
        if (lat < -90 || lat > 90) {
            throw new IllegalArgumentException("latitude out of range: " + lat);
        }
        if (lon < -180 || lon > 180) {
            throw new IllegalArgumentException("longitude out of range: " + lon);
        }
    }

    /** Parses a chart position such as "50 21.5N 004 08.3W". */
    public static Position parse(String s) {
        Matcher m = DM.matcher(s);
        if (!m.matches()) {
            throw new IllegalArgumentException("not a position: " + s);
        }
        double lat = degrees(m.group(1), m.group(2));
        double lon = degrees(m.group(4), m.group(5));
        if (m.group(3).equals("S")) {
            lat = -lat;
        }
        if (m.group(6).equals("W")) {
            lon = -lon;
        }
        return new Position(lat, lon);
    }

    private static double degrees(String deg, String min) {
        double minutes = Double.parseDouble(min);
        if (minutes >= 60) {
            throw new IllegalArgumentException("minutes out of range: " + min);
        }
        return Integer.parseInt(deg) + minutes / 60.0;
    }

    /** Writes the position the way the chart does: "50 21.5N 004 08.3W". */
    @Override
    public String toString() {
        return String.format(Locale.ROOT, "%s %s", part(lat, 2, 'N', 'S'), part(lon, 3, 'E', 'W'));
    }

    private static String part(double v, int width, char pos, char neg) {
        double a = Math.abs(v);
        int deg = (int) a;
        double min = Math.round((a - deg) * 600) / 10.0;
        if (min >= 60) {
            deg += 1;
            min = 0;
        }
        return String.format(Locale.ROOT, "%0" + width + "d %04.1f%c", deg, min, v < 0 ? neg : pos);
    }
}
