package org.example.rigging;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class PlanReportTest {

    @Test
    void rendersTheSheet() {
        LiftPlan p = LiftPlanTest.plan(3000, 13.2, LiftPlanTest.CHAIN, LiftPlanTest.ROUND);
        String expected = String.join("\n",
                "Lift: AHU to roof",
                "Gross load          3400.0 kg",
                "Radius                13.2 m",
                "Chart capacity      6000.0 kg",
                "Utilisation           56.7 %",
                "Overloaded sling: RS-2 pair",
                "Category: ROUTINE",
                "");
        assertEquals(expected, PlanReport.render(p));
    }
}
