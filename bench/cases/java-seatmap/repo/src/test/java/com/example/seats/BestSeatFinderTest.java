package com.example.seats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class BestSeatFinderTest {
    private static List<SeatId> seats(String... names) {
        return java.util.Arrays.stream(names).map(SeatId::parse).toList();
    }

    @Test
    void prefersTheCentreOfThePreferredRow() {
        SeatMap map = new SeatMap(Layout.parse("A:8,B:8,C:8"));
        assertEquals(Optional.of(seats("B4", "B5")), new BestSeatFinder(map, 'B').find(2));
    }

    @Test
    void movesToTheNearestRowWhenThePreferredOneIsFull() {
        SeatMap map = new SeatMap(Layout.parse("A:4,B:4,C:4,D:4"));
        map.book(seats("C1", "C2", "C3", "C4", "B2"));
        assertEquals(Optional.of(seats("D2", "D3")), new BestSeatFinder(map, 'C').find(2));
    }

    @Test
    void findsABlockAfterTakenSeats() {
        SeatMap map = new SeatMap(Layout.parse("A:10"));
        map.book(seats("A2", "A5", "A6"));
        assertEquals(Optional.of(seats("A7", "A8", "A9")), new BestSeatFinder(map, 'A').find(3));
    }

    @Test
    void nothingWhenNoBlockIsLongEnough() {
        SeatMap map = new SeatMap(Layout.parse("A:5"));
        map.book(seats("A3"));
        assertTrue(new BestSeatFinder(map, 'A').find(3).isEmpty());
    }
}
