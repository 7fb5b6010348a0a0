package net.riverside.regatta;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class RaceTimeTest {

    @Test
    void parsesMinutesSecondsHundredths() {
        assertEquals(42235, RaceTime.parse("7:02.35").hundredths());
    }

    @Test
    void oneDecimalIsTenths() {
        assertEquals(42230, RaceTime.parse("7:02.3").hundredths());
    }

    @Test
    void wholeSeconds() {
        assertEquals(42200, RaceTime.parse("7:02").hundredths());
    }

    @Test
    void underAMinute() {
        assertEquals(5810, RaceTime.parse("58.10").hundredths());
    }

    @Test
    void rejectsBadSeconds() {
        assertThrows(IllegalArgumentException.class, () -> RaceTime.parse("7:2.35"));
        assertThrows(IllegalArgumentException.class, () -> RaceTime.parse("7:61.00"));
        assertThrows(IllegalArgumentException.class, () -> RaceTime.parse("7:02.355"));
    }

    @Test
    void formats() {
        assertEquals("7:02.35", RaceTime.ofHundredths(42235).toString());
        assertEquals("58.10", RaceTime.ofHundredths(5810).toString());
        assertEquals("1:00.00", RaceTime.ofSeconds(60).toString());
    }

    @Test
    void arithmeticAndOrder() {
        RaceTime t = RaceTime.parse("3:30.00");
        assertEquals("3:18.00", t.minus(1200).toString());
        assertEquals("3:30.50", t.plus(50).toString());
        assertEquals("0.00", t.minus(99999).toString());
        assertTrue(t.compareTo(RaceTime.parse("3:29.99")) > 0);
    }
}
