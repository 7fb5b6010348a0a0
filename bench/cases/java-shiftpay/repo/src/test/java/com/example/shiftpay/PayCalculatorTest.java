package com.example.shiftpay;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.LocalDate;
import java.time.LocalTime;
import org.junit.jupiter.api.Test;

class PayCalculatorTest {

    private static final LocalDate MONDAY = LocalDate.of(2026, 3, 2);
    private final PayCalculator calculator = new PayCalculator(PayRates.STANDARD);

    private static Week days(int count, int hours) {
        Week week = new Week(MONDAY);
        for (int i = 0; i < count; i++) {
            week.add(new Shift(MONDAY.plusDays(i), LocalTime.of(7, 0), LocalTime.of(7 + hours, 0), 0));
        }
        return week;
    }

    @Test
    void shortWeekIsAllRegular() {
        Week week = days(4, 8);
        assertEquals(32 * 60, calculator.regularMinutes(week));
        assertEquals(0, calculator.overtimeMinutes(week));
        assertEquals(32 * 1850, calculator.gross(week));
    }

    @Test
    void hoursPastFortyPayTimeAndAHalf() {
        Week week = days(5, 9);
        assertEquals(40 * 60, calculator.regularMinutes(week));
        assertEquals(5 * 60, calculator.overtimeMinutes(week));
        assertEquals(40 * 1850 + 5 * 2775, calculator.gross(week));
    }

    @Test
    void nightShiftAddsThePremium() {
        Week week = new Week(MONDAY).add(new Shift(MONDAY, LocalTime.of(22, 0), LocalTime.of(6, 0), 0));
        assertEquals(8 * 1850 + 1200, calculator.gross(week));
    }
}
