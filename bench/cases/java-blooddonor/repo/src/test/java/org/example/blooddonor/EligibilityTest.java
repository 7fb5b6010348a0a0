package org.example.blooddonor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class EligibilityTest {
    @Test
    void womenWaitSixteenWeeksAndMenTwelve() {
        assertEquals(LocalDate.of(2024, 6, 12), Eligibility.nextDate(Donors.AMIRA));
        assertEquals(LocalDate.of(2024, 6, 12), Eligibility.nextDate(Donors.BEN));
        assertNull(Eligibility.nextDate(Donors.ERIN));
    }

    @Test
    void tooSoonAfterTheLastDonation() {
        assertFalse(Eligibility.isEligible(Donors.CHLOE, Donors.SESSION));
        assertTrue(Eligibility.isEligible(Donors.CHLOE, LocalDate.of(2024, 8, 1)));
        assertFalse(Eligibility.isEligible(Donors.BEN, LocalDate.of(2024, 5, 1)));
    }

    @Test
    void ageLimits() {
        assertFalse(Eligibility.isEligible(Donors.DEV, Donors.SESSION));
        assertTrue(Eligibility.isEligible(Donors.DEV, LocalDate.of(2024, 7, 1)));
        Donor first = new Donor("D9", "X", Sex.MALE, LocalDate.of(1958, 1, 1), BloodType.O_POS, null);
        assertFalse(Eligibility.isEligible(first, Donors.SESSION));
        assertTrue(Eligibility.isEligible(first.donated(LocalDate.of(2020, 1, 1)), Donors.SESSION));
    }
}
