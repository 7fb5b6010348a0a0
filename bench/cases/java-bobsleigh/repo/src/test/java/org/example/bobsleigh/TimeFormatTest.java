package org.example.bobsleigh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class TimeFormatTest {
    @Test
    void parsesSecondsAndHundredths() {
        assertEquals(487, TimeFormat.parse("4.87"));
        assertEquals(5631, TimeFormat.parse(" 56.31 "));
        assertEquals(5605, TimeFormat.parse("56.05"));
    }

    @Test
    void rejectsOtherShapes() {
        assertThrows(IllegalArgumentException.class, () -> TimeFormat.parse("56.3"));
        assertThrows(IllegalArgumentException.class, () -> TimeFormat.parse("56"));
    }

    @Test
    void formats() {
        assertEquals("56.31", TimeFormat.format(5631));
        assertEquals("4.07", TimeFormat.format(407));
        assertEquals("+0.42", TimeFormat.gap(42));
    }
}
