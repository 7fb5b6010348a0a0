package com.example.toll;

import java.time.DayOfWeek;
import java.time.LocalDateTime;
import java.time.LocalTime;

/** Weekday rush hours, 07:00-09:30 and 16:30-19:00, when tolls cost half as much again. */
final class PeakHours {
    private static final LocalTime MORNING_START = LocalTime.of(7, 0);
    private static final LocalTime MORNING_END = LocalTime.of(9, 30);
    private static final LocalTime EVENING_START = LocalTime.of(16, 30);
    private static final LocalTime EVENING_END = LocalTime.of(19, 0);

    private PeakHours() {}

    static boolean isPeak(LocalDateTime when) {
        DayOfWeek day = when.getDayOfWeek();
        if (day == DayOfWeek.SATURDAY || day == DayOfWeek.SUNDAY) {
            return false;
        }
        LocalTime time = when.toLocalTime();
        return within(time, MORNING_START, MORNING_END) || within(time, EVENING_START, EVENING_END);
    }

    private static boolean within(LocalTime time, LocalTime start, LocalTime end) {
        return !time.isBefore(start) && time.isBefore(end);
    }
}
