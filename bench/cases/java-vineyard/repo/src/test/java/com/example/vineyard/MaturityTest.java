package com.example.vineyard;

import static com.example.vineyard.Fixtures.day;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MaturityTest {

    private final Map<String, List<MaturitySample>> samples = Fixtures.samples();

    @Test
    void sortsSamplesByDate() {
        List<MaturitySample> sorted = Maturity.byDate(samples.get("N2"));
        assertEquals(day("2024-02-05"), sorted.get(0).date());
        assertEquals(day("2024-02-26"), sorted.get(3).date());
        assertEquals(day("2024-02-26"), Maturity.latest(samples.get("N2")).orElseThrow().date());
    }

    @Test
    void brixPerDayIsTheLeastSquaresSlope() {
        // x = 0, 7, 14, 21, 28 days; Sxy = 81.9, Sxx = 490
        assertEquals(81.9 / 490, Maturity.brixPerDay(samples.get("N1")), 1e-9);
        assertEquals(0.0, Maturity.brixPerDay(samples.get("E1")));
        assertEquals(0.0, Maturity.brixPerDay(List.of()));
    }

    @Test
    void brixPerDayDoesNotCareAboutInputOrder() {
        assertEquals(0.147142857, Maturity.brixPerDay(samples.get("N2")), 1e-9);
    }

    @Test
    void daysToTarget() {
        assertEquals(11L, Maturity.daysToTarget(samples.get("N1"), 22.5).orElseThrow());
        assertEquals(0L, Maturity.daysToTarget(samples.get("N1"), 20.0).orElseThrow());
        assertTrue(Maturity.daysToTarget(samples.get("E1"), 20.5).isEmpty());
        assertTrue(Maturity.daysToTarget(List.of(), 20.5).isEmpty());
    }

    @Test
    void projectsTheRipeDate() {
        assertEquals(day("2024-03-15"), Maturity.projectedRipeDate(samples.get("N1"), Variety.CHARDONNAY).orElseThrow());
        assertEquals(day("2024-03-06"), Maturity.projectedRipeDate(samples.get("N2"), Variety.SAUVIGNON_BLANC).orElseThrow());
        assertEquals(day("2024-03-27"), Maturity.projectedRipeDate(samples.get("S2"), Variety.SHIRAZ).orElseThrow());
    }

    @Test
    void statusAgainstTheTarget() {
        assertEquals(Maturity.Status.GREEN, Maturity.status(Fixtures.sample("S2", "2024-03-04", 20.9, 7, 3.4), Variety.SHIRAZ));
        assertEquals(Maturity.Status.RIPENING, Maturity.status(Fixtures.sample("S2", "2024-03-04", 21.0, 7, 3.4), Variety.SHIRAZ));
        assertEquals(Maturity.Status.RIPE, Maturity.status(Fixtures.sample("S2", "2024-03-04", 25.0, 7, 3.4), Variety.SHIRAZ));
        assertEquals(Maturity.Status.RIPE, Maturity.status(Fixtures.sample("S2", "2024-03-04", 26.5, 7, 3.4), Variety.SHIRAZ));
        assertEquals(Maturity.Status.OVERRIPE, Maturity.status(Fixtures.sample("S2", "2024-03-04", 26.6, 7, 3.4), Variety.SHIRAZ));
    }

    @Test
    void acidBalance() {
        assertTrue(Maturity.acidInBalance(Fixtures.sample("N1", "2024-03-04", 21, 6.5, 3.45), Variety.CHARDONNAY));
        assertFalse(Maturity.acidInBalance(Fixtures.sample("N1", "2024-03-04", 21, 6.4, 3.30), Variety.CHARDONNAY));
        assertFalse(Maturity.acidInBalance(Fixtures.sample("N1", "2024-03-04", 21, 7.0, 3.46), Variety.CHARDONNAY));
    }
}
