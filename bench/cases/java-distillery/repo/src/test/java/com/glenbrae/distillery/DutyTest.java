package com.glenbrae.distillery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

class DutyTest {

    @Test
    void perBottle() {
        // 0.7 l at 40% is 0.28 LPA
        assertEquals(new BigDecimal("9.18"), new Duty().perBottle(0.70, 40.0));
    }

    @Test
    void onABottling() {
        BottlingPlan plan = new BottlingPlan(Fixtures.hogshead(), 46.0);
        // 296.8 l at 46% = 136.528 LPA
        assertEquals(new BigDecimal("4476.75"), new Duty().onBottling(plan));
    }

    @Test
    void otherRates() {
        assertEquals(new BigDecimal("30.00"), new Duty(new BigDecimal("10")).onLpa(3.0));
        assertThrows(IllegalArgumentException.class, () -> new Duty(new BigDecimal("-1")));
    }
}
