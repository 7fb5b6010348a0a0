package org.example.dragonboat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class RaceTimeTest {
    @Test
    void parsesTheTimingDesksFormat() {
        assertEquals(6235, RaceTime.parse("1:02.35").hundredths());
        assertEquals(5907, RaceTime.parse(" 0:59.07 ").hundredths());
    }

    @Test
    void printsItBack() {
        assertEquals("1:02.35", new RaceTime(6235).toString());
        assertEquals("2:00.05", new RaceTime(12005).toString());
    }

    @Test
    void refusesSixtySeconds() {
        assertThrows(IllegalArgumentException.class, () -> RaceTime.parse("1:60.00"));
        assertThrows(IllegalArgumentException.class, () -> RaceTime.parse("62.35"));
    }

    @Test
    void comparesByTime() {
        assertTrue(RaceTime.parse("1:01.50").compareTo(RaceTime.parse("1:01.88")) < 0);
    }
}
