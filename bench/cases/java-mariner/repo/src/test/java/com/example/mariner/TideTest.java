package com.example.mariner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.LocalDateTime;
import org.junit.jupiter.api.Test;

class TideTest {

    static final Tide MORNING = new Tide(LocalDateTime.of(2026, 7, 4, 6, 10), 0.8,
            LocalDateTime.of(2026, 7, 4, 12, 22), 5.0);

    @Test
    void ruleOfTwelfths() {
        assertEquals(0, Tide.twelfthsRisen(0, 6), 1e-9);
        assertEquals(1, Tide.twelfthsRisen(1, 6), 1e-9);
        assertEquals(4.5, Tide.twelfthsRisen(2.5, 6), 1e-9);
        assertEquals(6, Tide.twelfthsRisen(3, 6), 1e-9);
        assertEquals(12, Tide.twelfthsRisen(7, 6), 1e-9);
        assertEquals(12, Tide.twelfthsRisen(6.2, 6.2), 1e-9);
    }

    @Test
    void heightsThroughTheRise() {
        assertEquals(4.2, MORNING.range(), 1e-9);
        assertEquals(6.2, MORNING.hours(), 1e-9);
        assertEquals(0.8, MORNING.heightAtHour(0), 1e-9);
        assertEquals(2.9, MORNING.heightAtHour(3), 1e-9);
        assertEquals(5.0, MORNING.heightAtHour(6), 1e-9);
    }

    @Test
    void highMustFollowLow() {
        assertThrows(IllegalArgumentException.class, () -> new Tide(LocalDateTime.of(2026, 7, 4, 12, 0), 1,
                LocalDateTime.of(2026, 7, 4, 6, 0), 4));
    }
}
