package org.taxirank.util;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class MoneyTest {
    @Test
    void formatsPounds() {
        assertEquals("£12.34", Money.pounds(1234));
        assertEquals("£0.05", Money.pounds(5));
        assertEquals("-£1.50", Money.pounds(-150));
    }

    @Test
    void countsStartedUnits() {
        assertEquals(0, Money.startedUnits(0, 200));
        assertEquals(1, Money.startedUnits(1, 200));
        assertEquals(1, Money.startedUnits(200, 200));
        assertEquals(2, Money.startedUnits(201, 200));
    }
}
