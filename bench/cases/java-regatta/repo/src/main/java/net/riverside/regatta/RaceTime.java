package net.riverside.regatta;

/**
 * A race time in hundredths of a second, written as m:ss.hh (or ss.hh under a
 * minute).
 */
public final class RaceTime implements Comparable<RaceTime> {

    private final long hundredths;

    private RaceTime(long hundredths) {
        if (hundredths < 0) {
            throw new IllegalArgumentException("negative race time: " + hundredths);
        }
        this.hundredths = hundredths;
    }

    public static RaceTime ofHundredths(long hundredths) {
        return new RaceTime(hundredths);
    }

    public static RaceTime ofSeconds(double seconds) {
        return new RaceTime(Math.round(seconds * 100));
    }

    /** Parses "7:02.35", "7:02.3", "7:02" or "58.10". */
    public static RaceTime parse(String text) {
        String s = text.trim();
        int colon = s.indexOf(':');
        long minutes = 0;
        String rest = s;
        if (colon >= 0) {
            minutes = Long.parseLong(s.substring(0, colon));
            rest = s.substring(colon + 1);
            if (rest.indexOf('.') != 2 && !(rest.length() == 2 && rest.indexOf('.') < 0)) {
                throw new IllegalArgumentException("seconds need two digits: " + text);
            }
        }
        int dot = rest.indexOf('.');
        long seconds;
        long fraction = 0;
        if (dot < 0) {
            seconds = Long.parseLong(rest);
        } else {
            seconds = Long.parseLong(rest.substring(0, dot));
            String digits = rest.substring(dot + 1);
            if (digits.isEmpty() || digits.length() > 2) {
                throw new IllegalArgumentException("one or two decimals expected: " + text);
            }
            fraction = Long.parseLong(digits);
            if (digits.length() == 1) {
                fraction *= 10;
            }
        }
        if (colon >= 0 && seconds >= 60) {
            throw new IllegalArgumentException("seconds out of range: " + text);
        }
        return new RaceTime((minutes * 60 + seconds) * 100 + fraction);
    }

    public long hundredths() {
        return hundredths;
    }

    public double seconds() {
        return hundredths / 100.0;
    }

    public RaceTime minus(long otherHundredths) {
        return new RaceTime(Math.max(0, hundredths - otherHundredths));
    }

    public RaceTime plus(long otherHundredths) {
        return new RaceTime(hundredths + otherHundredths);
    }

    @Override
    public int compareTo(RaceTime o) {
        return Long.compare(hundredths, o.hundredths);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RaceTime t && t.hundredths == hundredths;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(hundredths);
    }

    @Override
    public String toString() {
        long minutes = hundredths / 6000;
        long seconds = (hundredths / 100) % 60;
        long hh = hundredths % 100;
        if (minutes == 0) {
            return String.format("%d.%02d", seconds, hh);
        }
        return String.format("%d:%02d.%02d", minutes, seconds, hh);
    }
}
