package uk.co.seaholme.guesthouse.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class StayTest {

    private static final LocalDate FRI = LocalDate.of(2024, 6, 14);

    @Test
    void countsNights() {
        assertEquals(3, Stay.of(FRI, 3).nights());
        assertEquals(1, new Stay(FRI, FRI.plusDays(1)).nights());
    }

    @Test
    void checkOutMustFollowCheckIn() {
        assertThrows(IllegalArgumentException.class, () -> new Stay(FRI, FRI));
        assertThrows(IllegalArgumentException.class, () -> new Stay(FRI, FRI.minusDays(2)));
    }

    @Test
    void includesNightsFromArrivalButNotDeparture() {
        Stay stay = Stay.of(FRI, 2);
        assertTrue(stay.includesNight(FRI));
        assertTrue(stay.includesNight(FRI.plusDays(1)));
        assertFalse(stay.includesNight(FRI.plusDays(2)));
        assertFalse(stay.includesNight(FRI.minusDays(1)));
    }

    @Test
    void backToBackStaysDoNotOverlap() {
        Stay first = Stay.of(FRI, 2);
        Stay second = Stay.of(FRI.plusDays(2), 3);
        assertFalse(first.overlaps(second));
        assertFalse(second.overlaps(first));
    }

    @Test
    void sharedNightOverlaps() {
        Stay week = Stay.of(FRI, 7);
        assertTrue(week.overlaps(Stay.of(FRI.plusDays(6), 2)));
        assertTrue(week.overlaps(Stay.of(FRI.minusDays(1), 2)));
        assertTrue(week.overlaps(Stay.of(FRI.plusDays(2), 1)));
    }
}
