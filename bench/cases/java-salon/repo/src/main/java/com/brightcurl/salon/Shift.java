package com.brightcurl.salon;

import java.time.LocalTime;
import java.util.Objects;

/** The hours a stylist takes clients on one day of the week. */
public record Shift(LocalTime start, LocalTime end) {

    public Shift {
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(end, "end");
        if (!start.isBefore(end)) {
            throw new IllegalArgumentException("shift must end after it starts: " + start + "-" + end);
        }
    }

    public static Shift of(String start, String end) {
        return new Shift(LocalTime.parse(start), LocalTime.parse(end));
    }
}
