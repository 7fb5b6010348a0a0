package com.example.seats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SeatIdTest {
    @Test
    void parsesAndPrints() {
        SeatId seat = SeatId.parse(" b12 ");
        assertEquals('B', seat.row());
        assertEquals(12, seat.number());
        assertEquals("B12", seat.toString());
        assertEquals(1, seat.rowIndex());
    }

    @Test
    void rejectsBadSeats() {
        assertThrows(IllegalArgumentException.class, () -> SeatId.parse("B"));
        assertThrows(IllegalArgumentException.class, () -> SeatId.parse("Bx"));
        assertThrows(IllegalArgumentException.class, () -> SeatId.parse("B0"));
        assertThrows(IllegalArgumentException.class, () -> SeatId.parse("112"));
    }

    @Test
    void ordersByRowThenNumber() {
        assertTrue(SeatId.parse("A9").compareTo(SeatId.parse("A10")) < 0);
        assertTrue(SeatId.parse("A10").compareTo(SeatId.parse("B1")) < 0);
    }
}
