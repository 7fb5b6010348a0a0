package com.example.leave;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

class AccrualPolicyTest {
    private final AccrualPolicy policy = AccrualPolicy.standard();

    @Test
    void daysGrowWithService() {
        assertEquals(25, policy.daysPerYear(0));
        assertEquals(25, policy.daysPerYear(4));
        assertEquals(28, policy.daysPerYear(5));
        assertEquals(28, policy.daysPerYear(9));
        assertEquals(30, policy.daysPerYear(12));
    }

    @Test
    void tiersMayBeGivenInAnyOrder() {
        AccrualPolicy p = new AccrualPolicy(new int[][] {{0, 20}, {3, 24}, {1, 22}}, BigDecimal.ONE);
        assertEquals(22, p.daysPerYear(2));
        assertEquals(24, p.daysPerYear(3));
    }

    @Test
    void theFirstTierStartsAtZero() {
        assertThrows(IllegalArgumentException.class, () -> new AccrualPolicy(new int[][] {{1, 20}}, BigDecimal.ONE));
    }
}
