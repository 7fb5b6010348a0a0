package com.brackenleather.tannery;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class UnitsTest {

    @Test
    void squareFeetAndDecimetres() {
        assertEquals(92.90304, Units.sqFtToSqDm(10), 1e-9);
        assertEquals(10.0, Units.sqDmToSqFt(92.90304), 1e-9);
    }

    @Test
    void poundsAndKilograms() {
        assertEquals(45.359237, Units.lbToKg(100), 1e-9);
        assertEquals(100.0, Units.kgToLb(45.359237), 1e-9);
    }

    @Test
    void quarterFeet() {
        assertEquals(12.25, Units.roundToQuarter(12.3), 1e-9);
        assertEquals(12.5, Units.roundToQuarter(12.4), 1e-9);
    }
}
