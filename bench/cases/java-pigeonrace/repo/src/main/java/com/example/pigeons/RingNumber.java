package com.example.pigeons;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The number on a racing pigeon's leg ring: country, year of issue, issuing union and serial, as in
 * "GB 26 N 12345". Rings are written with or without the spaces ("GB26N12345" in the clock's export);
 * both are the same ring.
 */
public final class RingNumber {
    private static final Pattern FORMAT =
            Pattern.compile("([A-Z]{2,3})\\s*(\\d{2})\\s*([A-Z]{1,4})\\s*(\\d{1,6})");

    private final String country;
    private final int year;
    private final String union;
    private final int serial;
    private final String printed;

    private RingNumber(String country, int year, String union, int serial, String printed) {
        this.country = country;
        this.year = year;
        this.union = union;
        this.serial = serial;
        this.printed = printed;
    }

    public static RingNumber parse(String text) {
        String trimmed = text.trim().toUpperCase(Locale.ROOT);
        Matcher m = FORMAT.matcher(trimmed);
        if (!m.matches()) {
            throw new IllegalArgumentException("not a ring number: " + text);
        }
        return new RingNumber(m.group(1), Integer.parseInt(m.group(2)), m.group(3), Integer.parseInt(m.group(4)), trimmed);
    }

    public String country() {
        return country;
    }

    public int year() {
        return year;
    }

    public String union() {
        return union;
    }

    public int serial() {
        return serial;
    }

    /** The ring as it was written where it came from. */
    public String printed() {
        return printed;
    }

    /** The ring in the federation's spaced form, "GB 26 N 12345". */
    @Override
    public String toString() {
        return String.format(Locale.ROOT, "%s %02d %s %d", country, year, union, serial);
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof RingNumber)) {
            return false;
        }
        RingNumber other = (RingNumber) o;
        return year == other.year && serial == other.serial && country.equals(other.country) && union.equals(other.union);
    }

    @Override
    public int hashCode() {
        int h = country.hashCode();
        h = 31 * h + year;
        h = 31 * h + union.hashCode();
        return 31 * h + serial;
    }
}
