package com.example.planthire.pricing;

import java.time.DayOfWeek;
import java.time.LocalDate;

/** The days of a hire that are charged. */
public final class HireDays {
    private HireDays() {}

    /** Days from delivery to collection, both included, without Sundays. */
    public static int chargeable(LocalDate delivery, LocalDate collection) {
        int days = 0;
        for (LocalDate d = delivery; !d.isAfter(collection); d = d.plusDays(1)) {
            if (d.getDayOfWeek() != DayOfWeek.SUNDAY) {
                days++;
            }
        }
        return days;
    }
}
