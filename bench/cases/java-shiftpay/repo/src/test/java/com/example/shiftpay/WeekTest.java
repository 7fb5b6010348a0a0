package com.example.shiftpay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.LocalDate;
import java.time.LocalTime;
import org.junit.jupiter.api.Test;

class WeekTest {

    private static final LocalDate MONDAY = LocalDate.of(2026, 3, 2);

    @Test
    void addsUpPaidMinutes() {
        Week week = new Week(MONDAY)
                .add(new Shift(MONDAY, LocalTime.of(8, 0), LocalTime.of(16, 30), 30))
                .add(new Shift(MONDAY.plusDays(2), LocalTime.of(22, 0), LocalTime.of(4, 0), 0));
        assertEquals(480 + 360, week.totalMinutes());
        assertEquals(1, week.nightShifts());
    }

    @Test
    void refusesAShiftOutsideTheWeek() {
        Week week = new Week(MONDAY);
        Shift late = new Shift(MONDAY.plusDays(7), LocalTime.of(8, 0), LocalTime.of(12, 0), 0);
        assertThrows(IllegalArgumentException.class, () -> week.add(late));
    }

    @Test
    void mustStartOnAMonday() {
        assertThrows(IllegalArgumentException.class, () -> new Week(MONDAY.plusDays(1)));
    }
}
