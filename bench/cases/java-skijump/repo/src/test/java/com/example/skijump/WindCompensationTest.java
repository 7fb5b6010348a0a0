package com.example.skijump;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class WindCompensationTest {
    @Test
    void headWindTakesPointsOff() {
        assertEquals(-4.0, WindCompensation.points(Hills.LAHTI, 0.5));
        assertEquals(-9.8, WindCompensation.points(Hills.LAHTI, 1.22));
    }

    @Test
    void tailWindAddsMore() {
        assertEquals(2.9, WindCompensation.points(Hills.LAHTI, -0.3));
        assertEquals(9.7, WindCompensation.points(Hills.LAHTI, -1.0));
    }
}
