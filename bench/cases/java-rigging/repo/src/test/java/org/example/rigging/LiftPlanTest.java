package org.example.rigging;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class LiftPlanTest {

    static final Sling CHAIN = new Sling("CH-10 2-leg", 3150, 2, Hitch.VERTICAL);
    static final Sling ROUND = new Sling("RS-2 pair", 1000, 2, Hitch.VERTICAL);

    static LiftPlan plan(double loadKg, double radiusM, Sling... slings) {
        return new LiftPlan("AHU to roof", loadKg, 150, 250, radiusM, Charts.mainBoom34(), List.of(slings), 30);
    }

    @Test
    void grossLoadIncludesRiggingAndHookBlock() {
        assertEquals(3400, plan(3000, 14, CHAIN).grossLoadKg(), 1e-9);
    }

    @Test
    void routineLift() {
        LiftPlan p = plan(3000, 14, CHAIN);
        assertEquals(3400.0 / 6000.0, p.utilisation(), 1e-9);
        assertEquals(Category.ROUTINE, p.category());
    }

    @Test
    void criticalLiftNearTheTipOfTheChart() {
        LiftPlan p = plan(2000, 21, CHAIN);
        assertEquals(2400.0 / 2850.0, p.utilisation(), 1e-9);
        assertEquals(Category.CRITICAL, p.category());
    }

    @Test
    void prohibitedLift() {
        assertEquals(Category.PROHIBITED, plan(4000, 17, CHAIN).category());
    }

    @Test
    void slingsTooWeakForTheLoadAreListed() {
        LiftPlan p = plan(3000, 14, CHAIN, ROUND);
        assertEquals(List.of(ROUND), p.overloadedSlings());
    }
}
