package com.example.optician;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PrismTest {

    @Test
    void prenticesRule() {
        assertEquals(2.0, Prism.prentice(-4.0, 5), 1e-9);
        assertEquals(0.6, Prism.prentice(3.0, -2), 1e-9);
    }

    @Test
    void baseDirection() {
        assertEquals("in", Prism.base(3.0, 2));
        assertEquals("out", Prism.base(-3.0, 2));
        assertEquals("out", Prism.base(3.0, -2));
        assertEquals("none", Prism.base(0, 2));
    }

    @Test
    void horizontalTolerance() {
        assertFalse(Prism.withinTolerance(0.4, "in", 0.4, "in"));
        assertTrue(Prism.withinTolerance(0.4, "in", 0.4, "out"));
        assertTrue(Prism.withinTolerance(0.3, "out", 0.3, "out"));
    }
}
