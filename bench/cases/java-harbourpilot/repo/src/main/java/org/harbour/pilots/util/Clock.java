package org.harbour.pilots.util;

/** Minutes of the day, as the pilot station's log writes them. */
public final class Clock {
    private Clock() {}

    public static int parse(String hhmm) {
        String[] parts = hhmm.split(":");
        if (parts.length != 2) {
            throw new IllegalArgumentException("expected HH:MM, got " + hhmm);
        }
        int hours = Integer.parseInt(parts[0]);
        int minutes = Integer.parseInt(parts[1]);
        if (hours < 0 || hours > 23 || minutes < 0 || minutes > 59) {
            throw new IllegalArgumentException("not a time of day: " + hhmm);
        }
        return hours * 60 + minutes;
    }

    public static String format(int minutes) {
        return String.format("%02d:%02d", minutes / 60, minutes % 60);
    }
}
