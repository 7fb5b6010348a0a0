package com.example.bikehire.util;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class MoneyTest {
    @Test
    void formatsCents() {
        assertEquals("€12.05", Money.format(1205));
        assertEquals("€0.00", Money.format(0));
        assertEquals("-€1.50", Money.format(-150));
    }
}
