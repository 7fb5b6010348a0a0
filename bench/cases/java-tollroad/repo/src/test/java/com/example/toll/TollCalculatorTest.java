package com.example.toll;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.LocalDateTime;
import org.junit.jupiter.api.Test;

class TollCalculatorTest {
    private final Network road = new Network()
            .gantry("North", 0.0)
            .gantry("Airport", 12.5)
            .gantry("Harbour", 30.0);
    private final TollCalculator tolls = new TollCalculator(road);

    // a Tuesday
    private static final LocalDateTime NOON = LocalDateTime.of(2026, 3, 10, 12, 0);
    private static final LocalDateTime RUSH = LocalDateTime.of(2026, 3, 10, 8, 15);

    @Test
    void carOffPeak() {
        assertEquals(360, tolls.charge(new Trip(Vehicle.car("AB12"), "North", "Harbour", NOON)));
    }

    @Test
    void carAtPeakCostsHalfAsMuchAgain() {
        assertEquals(540, tolls.charge(new Trip(Vehicle.car("AB12"), "North", "Harbour", RUSH)));
    }

    @Test
    void eitherDirection() {
        assertEquals(210, tolls.charge(new Trip(Vehicle.car("AB12"), "Harbour", "Airport", NOON)));
    }

    @Test
    void motorcycle() {
        assertEquals(75, tolls.charge(new Trip(Vehicle.motorcycle("M1"), "North", "Airport", NOON)));
    }

    @Test
    void tallTwoAxleVehicleIsAVan() {
        Vehicle van = new Vehicle("V7", 2, 4, 2.4);
        assertEquals(540, tolls.charge(new Trip(van, "North", "Harbour", NOON)));
    }

    @Test
    void threeAxleTruckIsHeavy() {
        Vehicle truck = new Vehicle("T3", 3, 10, 3.6);
        assertEquals(1200, tolls.charge(new Trip(truck, "North", "Harbour", NOON)));
    }

    @Test
    void saturdayMorningIsNotPeak() {
        LocalDateTime saturday = LocalDateTime.of(2026, 3, 14, 8, 15);
        assertEquals(360, tolls.charge(new Trip(Vehicle.car("AB12"), "North", "Harbour", saturday)));
    }

    @Test
    void peakEndsAtHalfPastNine() {
        LocalDateTime end = LocalDateTime.of(2026, 3, 10, 9, 30);
        assertEquals(360, tolls.charge(new Trip(Vehicle.car("AB12"), "North", "Harbour", end)));
    }

    @Test
    void unknownGantry() {
        assertThrows(IllegalArgumentException.class,
                () -> tolls.charge(new Trip(Vehicle.car("AB12"), "North", "Nowhere", NOON)));
    }
}
