package com.example.mariner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class PositionTest {

    @Test
    void parsesChartPositions() {
        Position p = Position.parse("50 20.0N 004 09.0W");
        assertEquals(50.333333, p.lat(), 1e-6);
        assertEquals(-4.15, p.lon(), 1e-9);
        Position q = Position.parse("33 51.5S 151 12.6E");
        assertEquals(-33.858333, q.lat(), 1e-6);
        assertEquals(151.21, q.lon(), 1e-9);
    }

    @Test
    void rejectsBadPositions() {
        assertThrows(IllegalArgumentException.class, () -> Position.parse("50 61.0N 004 09.0W"));
        assertThrows(IllegalArgumentException.class, () -> Position.parse("plymouth"));
        assertThrows(IllegalArgumentException.class, () -> new Position(91, 0));
        assertThrows(IllegalArgumentException.class, () -> new Position(0, -181));
    }

    @Test
    void writesLikeTheChart() {
        assertEquals("50 20.0N 004 09.0W", Position.parse("50 20.0N 004 09.0W").toString());
        assertEquals("00 00.0N 000 30.0E", new Position(0, 0.5).toString());
        assertEquals("50 00.0N 001 00.0W", new Position(49.99999, -1).toString());
    }
}
