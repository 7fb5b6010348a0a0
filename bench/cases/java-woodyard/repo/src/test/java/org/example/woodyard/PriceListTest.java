package org.example.woodyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class PriceListTest {

    private final PriceList prices = PriceList.standard();

    @Test
    void gradeTakesItsShare() {
        assertEquals(24000, prices.pencePerM3(Species.OAK, Grade.PRIME));
        assertEquals(16800, prices.pencePerM3(Species.OAK, Grade.PLANKING));
        assertEquals(1200, prices.pencePerM3(Species.SITKA_SPRUCE, Grade.FIREWOOD));
    }

    @Test
    void valueOfALog() {
        RoundLog log = new RoundLog("P1", Species.OAK, 400, 50, 2);
        assertEquals(18840, prices.valuePence(log, Grade.PRIME));
    }

    @Test
    void missingSpeciesPrice() {
        PriceList empty = new PriceList();
        assertThrows(IllegalArgumentException.class, () -> empty.pencePerM3(Species.ASH, Grade.PRIME));
    }

    @Test
    void moneyFormat() {
        assertEquals("£188.40", Money.format(18840));
        assertEquals("£0.05", Money.format(5));
        assertEquals("-£3.00", Money.format(-300));
    }
}
