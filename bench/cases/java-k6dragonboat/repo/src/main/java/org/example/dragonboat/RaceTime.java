package org.example.dragonboat;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A finishing time to the hundredth, written m:ss.hh as the timing desk gives it ("1:02.35"). */
public record RaceTime(int hundredths) implements Comparable<RaceTime> {
    private static final Pattern FORMAT = Pattern.compile("(\\d+):([0-5]\\d)\\.(\\d\\d)");

    public RaceTime {
        if (hundredths <= 0) {
            throw new IllegalArgumentException("a race time must be positive: " + hundredths);
        }
    }

    public static RaceTime parse(String text) {
        Matcher m = FORMAT.matcher(text.strip());
        if (!m.matches()) {
            throw new IllegalArgumentException("not a m:ss.hh time: " + text);
        }
        int minutes = Integer.parseInt(m.group(1));
        int seconds = Integer.parseInt(m.group(2));
        int hundredths = Integer.parseInt(m.group(3));
        return new RaceTime((minutes * 60 + seconds) * 100 + hundredths);
    }

    @Override
    public int compareTo(RaceTime other) {
        return Integer.compare(hundredths, other.hundredths);
    }

    @Override
    public String toString() {
        int seconds = hundredths / 100;
        return String.format("%d:%02d.%02d", seconds / 60, seconds % 60, hundredths % 100);
    }
}
