package com.example.courtbook.model;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class BookingTest {
    @Test
    void lightsAreOffUnlessAskedFor() {
        Booking b = Booking.builder().member("Ellis").slot(SlotTest.slot(1, "10:00", 60)).build();
        assertFalse(b.floodlights());
        assertTrue(Booking.builder().member("Ellis").slot(SlotTest.slot(1, "20:00", 60)).floodlights(true)
                .build().floodlights());
    }

    @Test
    void aBookingNeedsAMemberAndASlot() {
        assertThrows(NullPointerException.class, () -> Booking.builder().slot(SlotTest.slot(1, "10:00", 60)).build());
        assertThrows(NullPointerException.class, () -> Booking.builder().member("Ellis").build());
    }
}
