package com.example.fleet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class VehicleTest {
    @Test
    void platesAreNormalised() {
        assertEquals("HH-AB 12", new Vehicle(" hh-ab 12 ", "Transit", 80).plate());
    }

    @Test
    void aTankMustHoldFuel() {
        assertThrows(IllegalArgumentException.class, () -> new Vehicle("HH-AB 12", "Transit", 0));
    }
}
