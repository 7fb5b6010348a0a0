package com.example.courtbook.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.time.LocalTime;
import org.junit.jupiter.api.Test;

class SlotTest {
    static final LocalDate SAT = LocalDate.of(2026, 5, 16);

    static Slot slot(int court, String start, int minutes) {
        return new Slot(court, SAT, LocalTime.parse(start), minutes);
    }

    @Test
    void overlappingTimesOnOneCourtClash() {
        assertTrue(slot(1, "10:00", 60).clashesWith(slot(1, "10:30", 60)));
        assertTrue(slot(1, "10:30", 30).clashesWith(slot(1, "10:00", 90)));
    }

    @Test
    void backToBackDoesNotClash() {
        assertFalse(slot(1, "10:00", 60).clashesWith(slot(1, "11:00", 30)));
    }

    @Test
    void otherCourtsAndDaysDoNotClash() {
        assertFalse(slot(1, "10:00", 60).clashesWith(slot(2, "10:00", 60)));
        assertFalse(slot(1, "10:00", 60).clashesWith(new Slot(1, SAT.plusDays(1), LocalTime.of(10, 0), 60)));
    }

    @Test
    void onlyWholeHalfHours() {
        assertThrows(IllegalArgumentException.class, () -> slot(1, "10:00", 45));
        assertThrows(IllegalArgumentException.class, () -> slot(0, "10:00", 30));
    }

    @Test
    void endsAfterItsMinutes() {
        assertEquals(LocalTime.of(11, 30), slot(3, "10:00", 90).end());
        assertEquals("court 3 2026-05-16 10:00-11:30", slot(3, "10:00", 90).toString());
    }

    @Test
    void earlierDaysSortFirst() {
        Slot friday = new Slot(4, SAT.minusDays(1), LocalTime.of(21, 0), 30);
        assertTrue(friday.compareTo(slot(1, "08:00", 30)) < 0);
    }

    @Test
    void equalSlotsAreEqual() {
        assertEquals(slot(2, "09:00", 60), slot(2, "09:00", 60));
        assertEquals(slot(2, "09:00", 60).hashCode(), slot(2, "09:00", 60).hashCode());
        assertFalse(slot(2, "09:00", 60).equals(slot(2, "09:00", 30)));
    }
}
