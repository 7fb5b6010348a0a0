package com.example.greenfees;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class RateCardTest {
    private final RateCard rates = new RateCard();

    @Test
    void eighteenHoles() {
        assertEquals(6500, rates.visitorRate(Season.PEAK, false, 18));
        assertEquals(8000, rates.visitorRate(Season.PEAK, true, 18));
        assertEquals(3500, rates.visitorRate(Season.WINTER, false, 18));
    }

    @Test
    void nineHolesAreSixtyPercent() {
        assertEquals(3000, rates.visitorRate(Season.SHOULDER, false, 9));
        assertEquals(2400, rates.visitorRate(Season.WINTER, true, 9));
    }

    @Test
    void otherRoundsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> rates.visitorRate(Season.PEAK, false, 12));
    }
}
