package com.example.printshop.util;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class MoneyTest {
    @Test
    void formatsCents() {
        assertEquals("€12.34", Money.format(1234));
        assertEquals("€0.05", Money.format(5));
        assertEquals("-€1.00", Money.format(-100));
    }

    @Test
    void percentRoundsHalfUp() {
        assertEquals(13, Money.percentOf(125, 10));
        assertEquals(12, Money.percentOf(124, 10));
    }
}
