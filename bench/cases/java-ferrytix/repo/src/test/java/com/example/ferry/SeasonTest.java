package com.example.ferry;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class SeasonTest {
    @Test
    void summerIsHigh() {
        assertEquals(Season.HIGH, Season.of(LocalDate.of(2026, 7, 14)));
    }

    @Test
    void christmasFortnightIsHigh() {
        assertEquals(Season.HIGH, Season.of(LocalDate.of(2026, 12, 20)));
        assertEquals(Season.HIGH, Season.of(LocalDate.of(2027, 1, 3)));
        assertEquals(Season.LOW, Season.of(LocalDate.of(2027, 1, 4)));
    }

    @Test
    void springIsLow() {
        assertEquals(Season.LOW, Season.of(LocalDate.of(2026, 4, 2)));
    }
}
