package org.example.blooddonor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.LocalTime;
import java.util.List;
import org.junit.jupiter.api.Test;

class SessionPlanTest {
    private static SessionPlan morning() {
        return new SessionPlan(Donors.SESSION, LocalTime.of(9, 0), LocalTime.of(9, 30), 10, 2);
    }

    @Test
    void booksEligibleDonorsInTurnAcrossTheChairs() {
        SessionPlan plan = morning();
        for (Donor d : List.of(Donors.AMIRA, Donors.BEN, Donors.CHLOE, Donors.DEV, Donors.ERIN)) {
            plan.book(d);
        }
        assertEquals(List.of("09:00 chair 1 Amira Haddad", "09:00 chair 2 Ben Okoro", "09:10 chair 1 Erin Walsh"),
                plan.appointments().stream().map(Object::toString).toList());
        assertEquals(List.of("D003", "D004"), plan.turnedAway());
    }

    @Test
    void aFullSessionTurnsDonorsAway() {
        SessionPlan plan = new SessionPlan(Donors.SESSION, LocalTime.of(9, 0), LocalTime.of(9, 10), 10, 1);
        plan.book(Donors.ERIN);
        assertFalse(plan.book(Donors.AMIRA));
        assertEquals(1, plan.capacity());
        assertThrows(IllegalStateException.class, () -> plan.book(Donors.ERIN));
    }
}
