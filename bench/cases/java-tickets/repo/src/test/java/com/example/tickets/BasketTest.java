package com.example.tickets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class BasketTest {
    private final PriceList prices =
            new PriceList().set(Tier.STALLS, 4500).set(Tier.CIRCLE, 3800).set(Tier.BALCONY, 2200);

    @Test
    void totalsMixedTiers() {
        Basket basket = new Basket(prices).addAll(Seat.range("A1-A2", Tier.STALLS)).add(new Seat('K', 3, Tier.BALCONY));
        assertEquals(11200, basket.total());
    }

    @Test
    void groupsGetTenPercentOff() {
        Basket basket = new Basket(prices).addAll(Seat.range("F1-F10", Tier.CIRCLE));
        assertEquals(38000, basket.subtotal());
        assertEquals(3800, basket.groupDiscount());
        assertEquals(34200, basket.total());
    }

    @Test
    void aSeatIsSoldOnce() {
        Basket basket = new Basket(prices).add(new Seat('A', 1, Tier.STALLS));
        assertThrows(IllegalArgumentException.class, () -> basket.add(new Seat('A', 1, Tier.STALLS)));
    }
}
