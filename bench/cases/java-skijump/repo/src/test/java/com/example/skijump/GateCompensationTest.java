package com.example.skijump;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class GateCompensationTest {
    @Test
    void lowerGateEarnsPoints() {
        assertEquals(11.2, GateCompensation.points(Hills.LAHTI, 2));
    }

    @Test
    void higherGateCostsPoints() {
        assertEquals(-5.6, GateCompensation.points(Hills.LAHTI, -1));
    }

    @Test
    void startGateIsNeutral() {
        assertEquals(0.0, GateCompensation.points(Hills.LAHTI, 0));
    }
}
