package org.example.blooddonor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class BloodTypeTest {
    @Test
    void parsesLabels() {
        assertEquals(BloodType.AB_NEG, BloodType.parse(" ab- "));
        assertThrows(IllegalArgumentException.class, () -> BloodType.parse("C+"));
    }

    @Test
    void oNegativeGivesToEveryone() {
        for (BloodType b : BloodType.values()) {
            assertTrue(BloodType.O_NEG.canGiveTo(b), b.label());
        }
    }

    @Test
    void positiveCellsOnlyToPositivePatients() {
        assertFalse(BloodType.O_POS.canGiveTo(BloodType.A_NEG));
        assertTrue(BloodType.A_POS.canGiveTo(BloodType.AB_POS));
        assertFalse(BloodType.B_NEG.canGiveTo(BloodType.A_NEG));
    }
}
