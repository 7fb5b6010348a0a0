package com.example.courtbook.pricing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.example.courtbook.model.Booking;
import com.example.courtbook.model.Slot;
import java.time.LocalDate;
import java.time.LocalTime;
import org.junit.jupiter.api.Test;

class FeesTest {
    static Booking booking(int minutes, boolean lights) {
        Slot slot = new Slot(1, LocalDate.of(2026, 5, 16), LocalTime.of(19, 0), minutes);
        return Booking.builder().member("Ellis").slot(slot).floodlights(lights).build();
    }

    @Test
    void perHalfHour() {
        assertEquals(300, Fees.pence(booking(60, false)));
        assertEquals(450, Fees.pence(booking(90, false)));
    }

    @Test
    void floodlightsByTheHalfHour() {
        assertEquals(700, Fees.pence(booking(60, true)));
    }

    @Test
    void pounds() {
        assertEquals("£7.00", Fees.pounds(700));
        assertEquals("£0.05", Fees.pounds(5));
    }
}
