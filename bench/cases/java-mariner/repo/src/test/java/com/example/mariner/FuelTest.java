package com.example.mariner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class FuelTest {

    @Test
    void litresForAPassage() {
        Fuel f = new Fuel(3.0, 40);
        assertEquals(34.86 / 6 * 3, f.litresFor(PassageTest.salcombeToFowey(), 6), 0.01);
    }

    @Test
    void keepsAThirdInReserve() {
        assertTrue(new Fuel(3.0, 40).enough(PassageTest.salcombeToFowey(), 6));
        assertFalse(new Fuel(3.0, 23).enough(PassageTest.salcombeToFowey(), 6));
        assertEquals(60, new Fuel(3.0, 40).rangeNm(6), 1e-9);
    }

    @Test
    void rejectsNonsense() {
        assertThrows(IllegalArgumentException.class, () -> new Fuel(0, 40));
    }
}
