package com.brightcurl.salon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class LoyaltyCardTest {

    @Test
    void earnsAPointPerWholePound() {
        LoyaltyCard card = new LoyaltyCard();
        assertEquals(78, card.earn(Money.parse("78.50")));
        assertEquals(0, card.earn(Money.parse("0.99")));
        assertEquals(78, card.points());
        assertThrows(IllegalArgumentException.class, () -> card.earn(Money.ofPence(-100)));
    }

    @Test
    void redeemsWholeRewardsOnly() {
        LoyaltyCard card = new LoyaltyCard(250);
        assertEquals(Money.ofPounds(10), card.available(Money.parse("48.50")));
        assertEquals(Money.parse("38.50"), card.redeem(Money.parse("48.50")));
        assertEquals(50, card.points());
        assertEquals(Money.parse("20.00"), card.redeem(Money.parse("20.00")));
    }

    @Test
    void neverPaysMoreThanTheBill() {
        LoyaltyCard card = new LoyaltyCard(1000);
        assertEquals(Money.ofPounds(5), card.available(Money.parse("9.99")));
        assertEquals(Money.parse("4.99"), card.redeem(Money.parse("9.99")));
        assertEquals(900, card.points());
        assertEquals(Money.ZERO, card.available(Money.parse("4.00")));
    }
}
