package com.example.bikehire.util;

import java.time.Duration;
import java.time.LocalDateTime;

/** Time arithmetic for hires. */
public final class Durations {
    private Durations() {}

    /** Whole minutes from start to end; seconds are dropped. */
    public static long minutesBetween(LocalDateTime start, LocalDateTime end) {
        if (end.isBefore(start)) {
            throw new IllegalArgumentException("end before start");
        }
        return Duration.between(start, end).toMinutes();
    }

    /** The number of blocks of blockMinutes a hire of the given minutes has started (a block begun is a block owed). */
    public static int blocks(long minutes, int blockMinutes) {
        if (blockMinutes <= 0) {
            throw new IllegalArgumentException("blockMinutes must be positive");
        }
        return (int) ((minutes + blockMinutes - 1) / blockMinutes);
    }
}
