package org.example.chronometer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class CertifierTest {

    private final Certifier certifier = new Certifier();

    @Test
    void goodMovementIsCertified() {
        Results results = certifier.certify("A-1021", Sheets.rates(Sheets.GOOD));
        assertEquals(List.of(), results.failures());
        assertTrue(results.certified());
    }

    @Test
    void criteriaOfTheGoodMovement() {
        Results results = certifier.certify("A-1021", Sheets.rates(Sheets.GOOD));
        assertEquals(2.55, results.value(Criterion.MEAN_DAILY_RATE));
        assertEquals(0.9, results.value(Criterion.MEAN_VARIATION));
        assertEquals(1.5, results.value(Criterion.GREATEST_VARIATION));
        assertEquals(8.5, results.value(Criterion.LARGEST_VARIATION));
        assertEquals(-0.083, results.value(Criterion.THERMAL_VARIATION));
        assertEquals(2.75, results.value(Criterion.RATE_RESUMPTION));
    }

    @Test
    void hotAndLazyMovementFails() {
        Results results = certifier.certify("A-1022", Sheets.rates(Sheets.HOT_AND_LAZY));
        assertEquals(List.of(Criterion.THERMAL_VARIATION, Criterion.RATE_RESUMPTION), results.failures());
        assertFalse(results.certified());
    }

    @Test
    void needsTheWholeTest() {
        List<DailyRate> rates = Sheets.rates(Sheets.GOOD).subList(0, 10);
        assertThrows(IllegalArgumentException.class, () -> certifier.certify("A-1023", rates));
    }
}
