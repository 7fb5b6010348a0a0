package com.brackenleather.tannery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.junit.jupiter.api.Test;

class LotTest {

    private static Lot lot() {
        Lot lot = new Lot("L-2301", "Hexham Hides");
        lot.add(new Hide("C-1", Species.COW, 30).measure(46));
        lot.add(new Hide("C-2", Species.COW, 25).measure(36).addDefect(DefectType.SCAR, 25));
        lot.add(new Hide("C-3", Species.COW, 35).addDefect(DefectType.HOLE, 8));
        return lot;
    }

    @Test
    void yieldUsesMeasuredHidesOnly() {
        assertEquals(82.0 / 55.0, lot().yieldSqFtPerKg(), 1e-9);
    }

    @Test
    void yieldNeedsAMeasuredHide() {
        Lot lot = new Lot("L-1", "Tyne Skins").add(new Hide("S-1", Species.SHEEP, 3));
        assertThrows(IllegalStateException.class, lot::yieldSqFtPerKg);
    }

    @Test
    void gradeCountsListEveryGrade() {
        Map<Grade, Integer> counts = lot().gradeCounts(new HideGrader());
        assertEquals(Map.of(Grade.A, 1, Grade.B, 1, Grade.C, 1, Grade.D, 0, Grade.REJECT, 0), counts);
    }

    @Test
    void gradeAreasUseEstimatesForUnmeasuredHides() {
        Map<Grade, Double> areas = lot().gradeAreas(new HideGrader());
        assertEquals(46.0, areas.get(Grade.A), 1e-9);
        assertEquals(36.0, areas.get(Grade.B), 1e-9);
        assertEquals(50.75, areas.get(Grade.C), 1e-9);
        assertEquals(90.0, lot().greenWeightKg(), 1e-9);
    }
}
