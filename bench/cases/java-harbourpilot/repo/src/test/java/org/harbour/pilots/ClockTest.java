package org.harbour.pilots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.harbour.pilots.util.Clock;
import org.junit.jupiter.api.Test;

class ClockTest {
    @Test
    void parsesAndFormats() {
        assertEquals(395, Clock.parse("06:35"));
        assertEquals("06:35", Clock.format(395));
        assertEquals("00:00", Clock.format(Clock.parse("00:00")));
    }

    @Test
    void rejectsNonsense() {
        assertThrows(IllegalArgumentException.class, () -> Clock.parse("24:10"));
        assertThrows(IllegalArgumentException.class, () -> Clock.parse("0635"));
    }
}
