package org.sugarbush;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class SyrupGradeTest {
    @Test
    void gradesByTransmittance() {
        assertEquals(SyrupGrade.GOLDEN_DELICATE, SyrupGrade.forTransmittance(80.0));
        assertEquals(SyrupGrade.GOLDEN_DELICATE, SyrupGrade.forTransmittance(75.0));
        assertEquals(SyrupGrade.AMBER_RICH, SyrupGrade.forTransmittance(60.0));
        assertEquals(SyrupGrade.DARK_ROBUST, SyrupGrade.forTransmittance(30.0));
        assertEquals(SyrupGrade.PROCESSING, SyrupGrade.forTransmittance(12.0));
        assertEquals(SyrupGrade.PROCESSING, SyrupGrade.forTransmittance(0.0));
    }

    @Test
    void rejectsImpossibleReadings() {
        assertThrows(IllegalArgumentException.class, () -> SyrupGrade.forTransmittance(-1.0));
        assertThrows(IllegalArgumentException.class, () -> SyrupGrade.forTransmittance(100.5));
    }

    @Test
    void labels() {
        assertEquals("Amber Color, Rich Taste", SyrupGrade.AMBER_RICH.label());
    }
}
