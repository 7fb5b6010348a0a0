package com.glenbrae.distillery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class BottlingPlanTest {

    @Test
    void reducesTheHogsheadTo46() {
        BottlingPlan plan = new BottlingPlan(Fixtures.hogshead(), 46.0);
        // 136.612 LPA at 46% is 296.9826 l
        assertEquals(58.9826, plan.waterLitres(), 1e-4);
        assertEquals(296.9826, plan.reducedLitres(), 1e-4);
        assertEquals(424, plan.bottles());
        assertEquals(296.8, plan.bottledLitres(), 1e-9);
        assertFalse(plan.caskStrength());
    }

    @Test
    void caskStrengthNeedsNoWater() {
        BottlingPlan plan = new BottlingPlan(Fixtures.butt(), 55.2);
        assertTrue(plan.caskStrength());
        assertEquals(0.0, plan.waterLitres(), 1e-12);
        assertEquals(671, plan.bottles());
    }

    @Test
    void strengthLimits() {
        assertThrows(IllegalArgumentException.class, () -> new BottlingPlan(Fixtures.butt(), 39.9));
        assertThrows(IllegalArgumentException.class, () -> new BottlingPlan(Fixtures.butt(), 56.0));
    }
}
