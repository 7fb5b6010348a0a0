package com.example.parcels;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ZoneTest {
    @Test
    void homeIsDomestic() {
        assertEquals(Zone.DOMESTIC, Zone.of("nl", "NL"));
    }

    @Test
    void europeanNeighbours() {
        assertEquals(Zone.EUROPE, Zone.of("DE", "NL"));
        assertEquals(Zone.EUROPE, Zone.of(" fr ", "NL"));
    }

    @Test
    void everythingElseIsWorld() {
        assertEquals(Zone.WORLD, Zone.of("US", "NL"));
        assertEquals(Zone.WORLD, Zone.of("JP", "NL"));
    }
}
