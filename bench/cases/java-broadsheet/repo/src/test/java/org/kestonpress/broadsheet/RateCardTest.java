package org.kestonpress.broadsheet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

class RateCardTest {
    private final RateCard card = new RateCard(new BigDecimal("2.40"));

    @Test
    void runOfPaper() {
        Advert ad = new Advert("Dawson's Bakery", 2, 10, Advert.Position.RUN_OF_PAPER, 1);
        assertEquals(new BigDecimal("48.00"), card.insertionPrice(ad));
    }

    @Test
    void frontPageCarriesHalfAgainMore() {
        Advert ad = new Advert("Keston Estates", 3, 10, Advert.Position.FRONT_PAGE, 1);
        assertEquals(new BigDecimal("108.00"), card.insertionPrice(ad));
    }

    @Test
    void seriesDiscountOnEachInsertion() {
        Advert ad = new Advert("Greenway Garden Centre", 2, 10, Advert.Position.EARLY_RIGHT, 3);
        assertEquals(new BigDecimal("51.84"), card.insertionPrice(ad));
        assertEquals(new BigDecimal("155.52"), card.bookingPrice(ad));
    }

    @Test
    void roundsHalfUpToThePenny() {
        RateCard odd = new RateCard(new BigDecimal("1.33"));
        Advert ad = new Advert("Lost Cat", 1, 3, Advert.Position.EARLY_RIGHT, 1);
        assertEquals(new BigDecimal("4.79"), odd.insertionPrice(ad));
    }

    @Test
    void discountTiers() {
        assertEquals(0, RateCard.seriesDiscountPercent(2));
        assertEquals(10, RateCard.seriesDiscountPercent(3));
    }

    @Test
    void rateMustBePositive() {
        assertThrows(IllegalArgumentException.class, () -> new RateCard(BigDecimal.ZERO));
    }
}
