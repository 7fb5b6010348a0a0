package com.example.greenfees;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class SeasonCalendarTest {
    private final SeasonCalendar calendar = new SeasonCalendar();

    @Test
    void summerMonthsArePeak() {
        assertEquals(Season.PEAK, calendar.seasonOf(LocalDate.of(2026, 5, 1)));
        assertEquals(Season.PEAK, calendar.seasonOf(LocalDate.of(2026, 8, 31)));
    }

    @Test
    void aprilAndAutumnAreShoulder() {
        assertEquals(Season.SHOULDER, calendar.seasonOf(LocalDate.of(2026, 4, 30)));
        assertEquals(Season.SHOULDER, calendar.seasonOf(LocalDate.of(2026, 9, 1)));
        assertEquals(Season.SHOULDER, calendar.seasonOf(LocalDate.of(2026, 10, 31)));
    }

    @Test
    void theRestIsWinter() {
        assertEquals(Season.WINTER, calendar.seasonOf(LocalDate.of(2026, 11, 1)));
        assertEquals(Season.WINTER, calendar.seasonOf(LocalDate.of(2026, 3, 31)));
    }
}
