package org.sugarbush;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class TapPlannerTest {
    @Test
    void tapsByDiameter() {
        assertEquals(0, TapPlanner.tapsFor(20.0));
        assertEquals(1, TapPlanner.tapsFor(25.0));
        assertEquals(1, TapPlanner.tapsFor(44.9));
        assertEquals(2, TapPlanner.tapsFor(45.0));
        assertEquals(3, TapPlanner.tapsFor(70.0));
    }

    @Test
    void tapsForAStand() {
        assertEquals(6, TapPlanner.tapsFor(30.0, 50.0, 80.0, 10.0));
    }
}
