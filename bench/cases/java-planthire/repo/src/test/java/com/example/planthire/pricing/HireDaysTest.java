package com.example.planthire.pricing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class HireDaysTest {
    static LocalDate nov(int day) {
        return LocalDate.of(2026, 11, day);
    }

    @Test
    void mondayToSaturday() {
        assertEquals(6, HireDays.chargeable(nov(2), nov(7)));
    }

    @Test
    void sundayIsFree() {
        assertEquals(7, HireDays.chargeable(nov(2), nov(9)));
        assertEquals(2, HireDays.chargeable(nov(7), nov(9)));
    }

    @Test
    void sameDay() {
        assertEquals(1, HireDays.chargeable(nov(4), nov(4)));
    }
}
