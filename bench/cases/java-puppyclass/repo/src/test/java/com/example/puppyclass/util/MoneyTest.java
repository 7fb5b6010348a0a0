package com.example.puppyclass.util;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class MoneyTest {

    @Test
    void formatsPoundsAndPence() {
        assertEquals("£45.50", Money.format(4550));
        assertEquals("£0.05", Money.format(5));
        assertEquals("£0.00", Money.format(0));
        assertEquals("-£2.00", Money.format(-200));
    }

    @Test
    void percentRoundsHalfUp() {
        assertEquals(900, Money.percentOf(9000, 10));
        assertEquals(1350, Money.percentOf(9000, 15));
        assertEquals(2, Money.percentOf(15, 10)); // 1.5p
        assertEquals(1, Money.percentOf(14, 10)); // 1.4p
    }
}
