package com.glenbrae.distillery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class MaturationTest {

    @Test
    void nothingChangesInNoTime() {
        Cask cask = Fixtures.butt();
        Maturation.Projection p = Maturation.project(cask, 0);
        assertEquals(470.0, p.litres(), 1e-9);
        assertEquals(55.2, p.abv(), 1e-9);
    }

    @Test
    void butLosesTwoPercentAYear() {
        Maturation.Projection p = Maturation.project(Fixtures.butt(), 5);
        assertEquals(470.0 * Math.pow(0.98, 5), p.litres(), 1e-9);
        assertEquals(53.7, p.abv(), 1e-9);
    }

    @Test
    void quarterCasksLoseMore() {
        assertEquals(4.13, Maturation.angelsShare(Fixtures.quarter(), 1), 1e-9);
        assertEquals(4.75, Maturation.angelsShare(Fixtures.barrel(), 1), 1e-9);
    }

    @Test
    void noNegativeYears() {
        assertThrows(IllegalArgumentException.class, () -> Maturation.project(Fixtures.butt(), -1));
    }
}
