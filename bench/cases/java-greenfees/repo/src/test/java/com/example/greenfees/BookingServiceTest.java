package com.example.greenfees;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.LocalDateTime;
import java.util.List;
import org.junit.jupiter.api.Test;

class BookingServiceTest {
    private final BookingService service = new BookingService();

    @Test
    void fourBallOnASummerSaturday() {
        Booking booking = new Booking(LocalDateTime.of(2026, 7, 18, 8, 10), 18, List.of(
                new Player("Ann", Category.VISITOR),
                new Player("Bob", Category.MEMBER_GUEST),
                new Player("Cy", Category.SENIOR),
                new Player("Di", Category.JUNIOR)));
        Receipt receipt = service.price(booking);
        assertEquals(List.of(8000L, 4800L, 6800L, 4000L),
                receipt.lines().stream().map(Receipt.Line::fee).toList());
        assertEquals(23600, receipt.total());
    }

    @Test
    void autumnAfternoonIsTwilight() {
        Booking booking = new Booking(LocalDateTime.of(2026, 10, 14, 14, 0), 18, List.of(
                new Player("Ann", Category.VISITOR),
                new Player("Cy", Category.SENIOR)));
        assertEquals(3000 + 2550, service.price(booking).total());
    }

    @Test
    void receiptLists() {
        Booking booking = new Booking(LocalDateTime.of(2026, 3, 11, 10, 0), 9, List.of(
                new Player("Ann", Category.VISITOR)));
        String expected = String.format("Tee time 2026-03-11T10:00, 9 holes%n"
                + "  Ann              VISITOR         £21.00%n"
                + "  Total                            £21.00%n");
        assertEquals(expected, service.price(booking).render());
    }

    @Test
    void bookingsHoldOneToFourPlayers() {
        Player p = new Player("Ann", Category.VISITOR);
        assertThrows(IllegalArgumentException.class,
                () -> new Booking(LocalDateTime.of(2026, 7, 15, 9, 0), 18, List.of()));
        assertThrows(IllegalArgumentException.class,
                () -> new Booking(LocalDateTime.of(2026, 7, 15, 9, 0), 18, List.of(p, p, p, p, p)));
    }
}
