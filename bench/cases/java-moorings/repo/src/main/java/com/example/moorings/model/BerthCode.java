package com.example.moorings.model;

import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A berth as the harbour office writes it: pontoon letter and number, "B12". */
public final class BerthCode {
    private static final Pattern CODE = Pattern.compile("([A-Z])(\\d{1,3})");

    private final char pontoon;
    private final int number;

    private BerthCode(char pontoon, int number) {
        this.pontoon = pontoon;
        this.number = number;
    }

    public static BerthCode of(char pontoon, int number) {
        if (pontoon < 'A' || pontoon > 'Z') {
            throw new IllegalArgumentException("pontoon must be a letter A-Z: " + pontoon);
        }
        if (number < 1) {
            throw new IllegalArgumentException("berth numbers start at 1: " + number);
        }
        return new BerthCode(pontoon, number);
    }

    /** Reads "B12" (or "b12", spaces around it allowed). */
    public static BerthCode parse(String text) {
        Matcher m = CODE.matcher(text.trim().toUpperCase());
        if (!m.matches()) {
            throw new IllegalArgumentException("not a berth code: \"" + text + "\"");
        }
        return of(m.group(1).charAt(0), Integer.parseInt(m.group(2)));
    }

    public char pontoon() {
        return pontoon;
    }

    public int number() {
        return number;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof BerthCode)) {
            return false;
        }
        BerthCode other = (BerthCode) o;
        return pontoon == other.pontoon && number == other.number;
    }

    @Override
    public int hashCode() {
        return Objects.hash(pontoon, number);
    }

    @Override
    public String toString() {
        return pontoon + Integer.toString(number);
    }
}
