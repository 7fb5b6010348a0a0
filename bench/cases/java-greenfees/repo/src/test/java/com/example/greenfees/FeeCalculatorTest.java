package com.example.greenfees;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.LocalDateTime;
import org.junit.jupiter.api.Test;

class FeeCalculatorTest {
    private final FeeCalculator calculator = new FeeCalculator();
    private final Player visitor = new Player("Ann Visitor", Category.VISITOR);

    @Test
    void peakWeekdayMorning() {
        assertEquals(6500, calculator.fee(visitor, LocalDateTime.of(2026, 7, 15, 9, 30), 18));
    }

    @Test
    void peakWeekend() {
        assertEquals(8000, calculator.fee(visitor, LocalDateTime.of(2026, 7, 18, 9, 30), 18));
    }

    @Test
    void twilightFromFivePmInSummer() {
        assertEquals(6500, calculator.fee(visitor, LocalDateTime.of(2026, 7, 15, 16, 59), 18));
        assertEquals(3900, calculator.fee(visitor, LocalDateTime.of(2026, 7, 15, 17, 0), 18));
    }

    @Test
    void twilightFromTwoPmInWinter() {
        assertEquals(2100, calculator.fee(visitor, LocalDateTime.of(2026, 1, 14, 14, 0), 18));
    }

    @Test
    void noTwilightRateForNineHoles() {
        assertEquals(3900, calculator.fee(visitor, LocalDateTime.of(2026, 7, 15, 18, 0), 9));
    }

    @Test
    void categoryDiscountAfterTwilight() {
        Player junior = new Player("Jo Junior", Category.JUNIOR);
        assertEquals(1950, calculator.fee(junior, LocalDateTime.of(2026, 7, 15, 17, 30), 18));
    }
}
