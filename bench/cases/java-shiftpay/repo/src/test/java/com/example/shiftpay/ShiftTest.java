package com.example.shiftpay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.time.LocalTime;
import org.junit.jupiter.api.Test;

class ShiftTest {

    private static final LocalDate DAY = LocalDate.of(2026, 3, 2);

    @Test
    void dayShiftLessBreak() {
        Shift shift = new Shift(DAY, LocalTime.of(9, 0), LocalTime.of(17, 30), 30);
        assertEquals(480, shift.paidMinutes());
        assertFalse(shift.overnight());
    }

    @Test
    void nightShiftRunsPastMidnight() {
        Shift shift = new Shift(DAY, LocalTime.of(22, 0), LocalTime.of(6, 0), 45);
        assertEquals(435, shift.paidMinutes());
        assertTrue(shift.overnight());
    }

    @Test
    void negativeBreakIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new Shift(DAY, LocalTime.NOON, LocalTime.MIDNIGHT, -5));
    }
}
