package com.brackenleather.tannery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class HideTest {

    @Test
    void peltWeightFallsBackToSpeciesYield() {
        Hide hide = new Hide("C-101", Species.COW, 30.0);
        assertFalse(hide.peltWeighed());
        assertEquals(33.0, hide.peltWeightKg(), 1e-9);
    }

    @Test
    void weighedPeltWeightWins() {
        Hide hide = new Hide("C-102", Species.COW, 30.0).weighPelt(31.4);
        assertTrue(hide.peltWeighed());
        assertEquals(31.4, hide.peltWeightKg(), 1e-9);
    }

    @Test
    void areaIsEstimatedUntilMeasured() {
        Hide hide = new Hide("G-7", Species.GOAT, 2.5);
        assertEquals(6.0, hide.areaSqFt(), 1e-9);
        hide.measure(6.75);
        assertEquals(6.75, hide.areaSqFt(), 1e-9);
        assertEquals(6.0, hide.estimatedAreaSqFt(), 1e-9);
    }

    @Test
    void rejectsNonsense() {
        assertThrows(IllegalArgumentException.class, () -> new Hide("", Species.COW, 20));
        assertThrows(IllegalArgumentException.class, () -> new Hide("X", Species.COW, 0));
        Hide hide = new Hide("X", Species.CALF, 5);
        assertThrows(IllegalArgumentException.class, () -> hide.measure(-1));
        assertThrows(IllegalArgumentException.class, () -> hide.weighPelt(0));
    }

    @Test
    void defectPointsCountStartedRuns() {
        assertEquals(2, new Defect(DefectType.SCAR, 4).points());
        assertEquals(4, new Defect(DefectType.SCAR, 10.5).points());
        assertEquals(6, new Defect(DefectType.HOLE, 1).points());
        assertEquals(3, new Defect(DefectType.TICK_MARK, 30).points());
    }
}
