package com.example.greenfees;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class MoneyTest {
    @Test
    void formatsPounds() {
        assertEquals("£12.50", Money.format(1250));
        assertEquals("£0.05", Money.format(5));
        assertEquals("-£3.20", Money.format(-320));
    }

    @Test
    void lessRoundsTheDiscountDown() {
        assertEquals(3900, Money.less(6500, 40));
        assertEquals(2834, Money.less(3333, 15));
        assertEquals(1000, Money.less(1000, 0));
        assertThrows(IllegalArgumentException.class, () -> Money.less(1000, 101));
    }
}
