package com.example.tickets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class SeatTest {
    @Test
    void rangeListsEverySeat() {
        List<Seat> seats = Seat.range("C4-C7", Tier.CIRCLE);
        assertEquals(List.of("C4", "C5", "C6", "C7"), seats.stream().map(Seat::label).toList());
    }

    @Test
    void rangeStaysInOneRow() {
        assertThrows(IllegalArgumentException.class, () -> Seat.range("C4-D2", Tier.CIRCLE));
        assertThrows(IllegalArgumentException.class, () -> Seat.range("C7-C4", Tier.CIRCLE));
    }

    @Test
    void rowsAreLetters() {
        assertThrows(IllegalArgumentException.class, () -> new Seat('1', 1, Tier.STALLS));
    }
}
