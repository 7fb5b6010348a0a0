package org.example.chronometer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PositionTest {

    @Test
    void crownPositionsHang() {
        assertTrue(Position.CROWN_UP.isVertical());
        assertTrue(Position.CROWN_LEFT.isVertical());
        assertFalse(Position.DIAL_UP.isVertical());
        assertFalse(Position.DIAL_DOWN.isVertical());
    }

    @Test
    void fromCode() {
        assertEquals(Position.CROWN_LEFT, Position.fromCode("cl"));
        assertThrows(IllegalArgumentException.class, () -> Position.fromCode("XX"));
    }
}
