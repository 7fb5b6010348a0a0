package com.example.skijump;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class HillTest {
    @Test
    void meterValueBySize() {
        assertEquals(1.8, Hills.LAHTI.meterValue());
        assertEquals(2.0, Hills.RASTBICHL.meterValue());
        assertEquals(1.2, Hills.VIKERSUND.meterValue());
        assertEquals(4.8, new Hill("Kinderschanze", 20, 24, 1.0, 1.0, 0.5).meterValue());
    }

    @Test
    void flyingHillsGiveMoreAtK() {
        assertEquals(60.0, Hills.LAHTI.kPointPoints());
        assertEquals(120.0, Hills.VIKERSUND.kPointPoints());
    }

    @Test
    void compensationFactors() {
        assertEquals(9.68, Hills.LAHTI.tailWindFactor(), 1e-9);
        assertEquals(5.6, Hills.LAHTI.pointsPerGate(), 1e-9);
    }

    @Test
    void rejectsAHillSmallerThanItsK() {
        assertThrows(IllegalArgumentException.class, () -> new Hill("bad", 120, 110, 8.0, 7.0, 0.8));
    }
}
