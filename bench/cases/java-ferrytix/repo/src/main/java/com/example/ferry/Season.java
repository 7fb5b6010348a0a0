package com.example.ferry;

import java.time.LocalDate;
import java.time.Month;

/** Fare seasons. */
public enum Season {
    LOW,
    HIGH;

    /** High season: June to August, and 20 December to 3 January. */
    public static Season of(LocalDate date) {
        Month m = date.getMonth();
        if (m == Month.JUNE || m == Month.JULY || m == Month.AUGUST) {
            return HIGH;
        }
        int day = date.getDayOfMonth();
        if ((m == Month.DECEMBER && day >= 20) || (m == Month.JANUARY && day <= 3)) {
            return HIGH;
        }
        return LOW;
    }
}
