package com.example.bikehire.util;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.LocalDateTime;
import org.junit.jupiter.api.Test;

class DurationsTest {
    private static final LocalDateTime NINE = LocalDateTime.of(2026, 5, 4, 9, 0);

    @Test
    void minutesDropSeconds() {
        assertEquals(42, Durations.minutesBetween(NINE, NINE.plusMinutes(42).plusSeconds(59)));
    }

    @Test
    void endBeforeStartIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> Durations.minutesBetween(NINE, NINE.minusMinutes(1)));
    }

    @Test
    void wholeBlocks() {
        assertEquals(4, Durations.blocks(60, 15));
        assertEquals(0, Durations.blocks(0, 15));
    }
}
