package com.example.optician;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class BlankTest {

    @Test
    void smallestStockBlank() {
        assertEquals(64, Blank.minimumDiameter(56, 3), 1e-9);
        assertEquals(64, Blank.minimumDiameter(56, -3), 1e-9);
        assertEquals(65, Blank.stockFor(64));
        assertEquals(65, Blank.stockFor(65));
        assertEquals(80, Blank.stockFor(80));
        assertThrows(IllegalArgumentException.class, () -> Blank.stockFor(81));
    }

    @Test
    void minusLensThickAtTheEdge() {
        Rx rx = Rx.sphere(-4.0);
        assertEquals(3.8594, Blank.sag(-4.0, 31, Material.CR39.index()), 1e-4);
        assertEquals(2.0, Blank.centreThickness(rx, Material.CR39, 31), 1e-9);
        assertEquals(5.8594, Blank.edgeThickness(rx, Material.CR39, 31), 1e-4);
        assertEquals(5.8594, Blank.edgeThickness(new Rx(-2.0, -2.0, 180, 0), Material.CR39, 31), 1e-4);
    }

    @Test
    void plusLensThickAtTheCentre() {
        Rx rx = Rx.sphere(3.0);
        assertEquals(3.7108, Blank.centreThickness(rx, Material.CR39, 30), 1e-4);
        assertEquals(1.0, Blank.edgeThickness(rx, Material.CR39, 30), 1e-9);
    }

    @Test
    void higherIndexIsThinner() {
        Rx rx = Rx.sphere(-6.0);
        double cr39 = Blank.edgeThickness(rx, Material.CR39, 30);
        double mid = Blank.edgeThickness(rx, Material.MID_INDEX, 30);
        double high = Blank.edgeThickness(rx, Material.HIGH_INDEX, 30);
        assertEquals(7.4217, cr39, 1e-4);
        assertEquals(6.3, mid, 1e-9);
        assertEquals(5.5299, high, 1e-4);
    }
}
