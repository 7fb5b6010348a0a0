package com.example.parcels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class RateCardTest {
    private final RateCard card = RateCard.standard();

    @Test
    void bandUpperBoundIsInclusive() {
        assertEquals(395, card.priceFor(500, Zone.DOMESTIC));
        assertEquals(495, card.priceFor(501, Zone.DOMESTIC));
    }

    @Test
    void zonesPriceTheSameBandDifferently() {
        assertEquals(1595, card.priceFor(1500, Zone.EUROPE));
        assertEquals(2695, card.priceFor(1500, Zone.WORLD));
    }

    @Test
    void tooHeavy() {
        assertEquals(20000, card.maxGrams());
        assertThrows(IllegalArgumentException.class, () -> card.priceFor(20001, Zone.DOMESTIC));
    }

    @Test
    void bandsMustGrow() {
        assertThrows(IllegalArgumentException.class, () -> new RateCard().band(1000, 1, 1, 1).band(500, 1, 1, 1));
    }
}
