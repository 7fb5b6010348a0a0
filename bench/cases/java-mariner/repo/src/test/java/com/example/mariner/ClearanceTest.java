package com.example.mariner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ClearanceTest {

    @Test
    void underKeel() {
        assertEquals(1.6, Clearance.underKeel(0.5, 2.9, 1.8), 1e-9);
    }

    @Test
    void tideNeededOverABar() {
        assertEquals(2.8, Clearance.tideNeeded(-0.5, 1.8, 0.5), 1e-9);
        assertEquals(0, Clearance.tideNeeded(4.0, 1.8, 0.5), 1e-9);
    }

    @Test
    void safeCrossing() {
        assertTrue(Clearance.safe(0.5, 2.9, 1.8, 0.5));
        assertFalse(Clearance.safe(-0.5, 2.0, 1.8, 0.5));
    }
}
