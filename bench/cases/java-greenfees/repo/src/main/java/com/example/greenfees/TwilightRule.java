package com.example.greenfees;

import java.time.LocalDateTime;
import java.time.LocalTime;

/** Rounds that start late in the day pay the twilight rate: 17:00 from April to September, 14:00 otherwise. */
public final class TwilightRule {
    static final int DISCOUNT_PERCENT = 40;

    private static final LocalTime SUMMER_START = LocalTime.of(17, 0);
    private static final LocalTime WINTER_START = LocalTime.of(14, 0);

    /** When twilight starts on the day of the tee time. */
    public LocalTime startOn(LocalDateTime teeTime) {
        int month = teeTime.getMonthValue();
        return month >= 4 && month <= 9 ? SUMMER_START : WINTER_START;
    }

    public boolean applies(LocalDateTime teeTime) {
        return !teeTime.toLocalTime().isBefore(startOn(teeTime));
    }
}
