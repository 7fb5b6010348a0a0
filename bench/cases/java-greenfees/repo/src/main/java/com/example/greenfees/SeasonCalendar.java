package com.example.greenfees;

import java.time.LocalDate;
import java.time.Month;

/** Which rate season a date falls in: peak May to August, shoulder April and September to October, winter the rest. */
public final class SeasonCalendar {

    public Season seasonOf(LocalDate date) {
        Month m = date.getMonth();
        switch (m) {
            case MAY:
            case JUNE:
            case JULY:
            case AUGUST:
                return Season.PEAK;
            case APRIL:
            case SEPTEMBER:
            case OCTOBER:
                return Season.SHOULDER;
            default:
                return Season.WINTER;
        }
    }
}
