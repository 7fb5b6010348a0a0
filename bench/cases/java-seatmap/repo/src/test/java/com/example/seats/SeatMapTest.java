package com.example.seats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class SeatMapTest {
    private final SeatMap map = new SeatMap(Layout.parse("A:4, B:6"));

    @Test
    void booksAndReleases() {
        map.book(List.of(SeatId.parse("A1"), SeatId.parse("A2")));
        assertFalse(map.isFree(SeatId.parse("A1")));
        assertTrue(map.isFree(SeatId.parse("A3")));
        assertEquals(8, map.freeCount());
        map.release(List.of(SeatId.parse("A1")));
        assertTrue(map.isFree(SeatId.parse("A1")));
    }

    @Test
    void bookingIsAllOrNothing() {
        map.book(List.of(SeatId.parse("B3")));
        assertThrows(IllegalStateException.class,
                () -> map.book(List.of(SeatId.parse("B2"), SeatId.parse("B3"))));
        assertTrue(map.isFree(SeatId.parse("B2")));
    }

    @Test
    void unknownSeatsAreNeitherFreeNorBookable() {
        assertFalse(map.isFree(SeatId.parse("A5")));
        assertFalse(map.isFree(SeatId.parse("C1")));
        assertThrows(IllegalArgumentException.class, () -> map.book(List.of(SeatId.parse("A5"))));
    }
}
