package com.example.planthire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class MoneyTest {
    @Test
    void formats() {
        assertEquals("£1,234.50", Money.format(123450));
        assertEquals("£0.05", Money.format(5));
        assertEquals("-£12.00", Money.format(-1200));
    }

    @Test
    void parses() {
        assertEquals(1250, Money.parse("12.50"));
        assertEquals(1250, Money.parse("12.5"));
        assertEquals(1200, Money.parse("12"));
        assertEquals(5, Money.parse(".05"));
        assertThrows(IllegalArgumentException.class, () -> Money.parse("1.255"));
    }

    @Test
    void percentRoundsHalfUp() {
        assertEquals(200, Money.percentOf(1000, 20));
        assertEquals(3, Money.percentOf(25, 10));
        assertEquals(2, Money.percentOf(24, 10));
        assertEquals(0, Money.percentOf(0, 20));
    }
}
