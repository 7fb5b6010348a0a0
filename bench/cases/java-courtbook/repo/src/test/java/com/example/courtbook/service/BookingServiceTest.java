package com.example.courtbook.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.example.courtbook.model.Booking;
import com.example.courtbook.model.Slot;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class BookingServiceTest {
    static final LocalDate SAT = LocalDate.of(2026, 5, 16);
    BookingService service;

    static Booking booking(String member, int court, String start, int minutes, boolean lights) {
        Slot slot = new Slot(court, SAT, LocalTime.parse(start), minutes);
        return Booking.builder().member(member).slot(slot).floodlights(lights).build();
    }

    @BeforeEach
    void saturday() {
        service = new BookingService(3);
        service.book(booking("Baker", 1, "19:00", 30, true));
        service.book(booking("Ellis", 1, "18:00", 60, false));
        service.book(booking("Okoro", 2, "18:00", 60, true));
        service.book(Booking.builder().member("Fenn")
                .slot(new Slot(1, SAT.plusDays(1), LocalTime.of(9, 0), 60)).build());
    }

    @Test
    void daySheetListsTheDaysBookingsAndTakings() {
        assertEquals(List.of(
                "Court 1 18:00-19:00 Ellis £3.00",
                "Court 1 19:00-19:30 Baker (lights) £3.50",
                "Court 2 18:00-19:00 Okoro (lights) £7.00",
                "Takings £13.50"), service.daySheet(SAT));
    }

    @Test
    void aClashIsRefused() {
        ClashException e = assertThrows(ClashException.class,
                () -> service.book(booking("Hart", 2, "18:30", 60, false)));
        assertEquals("court 2 2026-05-16 18:30-19:30 clashes with court 2 2026-05-16 18:00-19:00", e.getMessage());
    }

    @Test
    void onlyTheClubsCourts() {
        assertThrows(IllegalArgumentException.class, () -> service.book(booking("Hart", 4, "10:00", 60, false)));
    }

    @Test
    void cancellingFreesTheSlot() {
        assertTrue(service.cancel(new Slot(1, SAT, LocalTime.of(18, 0), 60)));
        service.book(booking("Hart", 1, "18:30", 30, false));
        assertEquals(3, service.day(SAT).size());
    }
}
