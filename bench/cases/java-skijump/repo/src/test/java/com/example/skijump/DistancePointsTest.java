package com.example.skijump;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class DistancePointsTest {
    @Test
    void sixtyAtK() {
        assertEquals(60.0, DistancePoints.points(Hills.LAHTI, 116));
    }

    @Test
    void meterValueBeyondAndShortOfK() {
        assertEquals(68.1, DistancePoints.points(Hills.LAHTI, 120.5));
        assertEquals(31.2, DistancePoints.points(Hills.LAHTI, 100));
        assertEquals(73.0, DistancePoints.points(Hills.RASTBICHL, 96.5));
    }

    @Test
    void flyingHill() {
        assertEquals(162.0, DistancePoints.points(Hills.VIKERSUND, 235));
    }

    @Test
    void neverBelowZero() {
        assertEquals(0.0, DistancePoints.points(Hills.LAHTI, 50));
    }

    @Test
    void halfMetresOnly() {
        assertThrows(IllegalArgumentException.class, () -> DistancePoints.points(Hills.LAHTI, 120.25));
    }
}
