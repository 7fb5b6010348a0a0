package com.example.leave;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.Set;

/** Counting the days a request of leave actually costs. */
public final class WorkingDays {
    private WorkingDays() {}

    /** Working days from `from` to `to`, both included: no Saturdays, Sundays or holidays. */
    public static int count(LocalDate from, LocalDate to, Set<LocalDate> holidays) {
        if (to.isBefore(from)) {
            throw new IllegalArgumentException("leave ends before it starts: " + from + " to " + to);
        }
        int days = 0;
        for (LocalDate d = from; !d.isAfter(to); d = d.plusDays(1)) {
            DayOfWeek w = d.getDayOfWeek();
            if (w != DayOfWeek.SATURDAY && w != DayOfWeek.SUNDAY && !holidays.contains(d)) {
                days++;
            }
        }
        return days;
    }
}
