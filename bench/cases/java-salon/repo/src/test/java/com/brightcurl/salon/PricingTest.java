package com.brightcurl.salon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class PricingTest {

    private final ServiceMenu menu = Fixtures.menu();
    private final Pricing pricing = new Pricing();

    @Test
    void chargesTheLevelRoundedToFiftyPence() {
        assertEquals(Money.parse("42.00"), pricing.priceOf(menu.get("CUT-W"), StylistLevel.STYLIST));
        assertEquals(Money.parse("48.50"), pricing.priceOf(menu.get("CUT-W"), StylistLevel.SENIOR));
        assertEquals(Money.parse("33.50"), pricing.priceOf(menu.get("CUT-W"), StylistLevel.GRADUATE));
        assertEquals(Money.parse("56.50"), pricing.priceOf(menu.get("CUT-W"), StylistLevel.DIRECTOR));
        assertEquals(Money.parse("105.50"), pricing.priceOf(menu.get("HL-HALF"), StylistLevel.DIRECTOR));
    }

    @Test
    void addsUpEachRoundedService() {
        assertEquals(Money.parse("78.50"),
                pricing.price(menu.lookup(java.util.List.of("CUT-W", "BLOW")), StylistLevel.SENIOR));
        assertEquals(Money.parse("77.50"),
                pricing.price(menu.lookup(java.util.List.of("ROOTS", "CUT-M", "TREAT")), StylistLevel.GRADUATE));
    }

    @Test
    void customStep() {
        Pricing pounds = new Pricing(100);
        assertEquals(Money.parse("48.00"), pounds.priceOf(menu.get("CUT-W"), StylistLevel.SENIOR));
        assertThrows(IllegalArgumentException.class, () -> new Pricing(0));
    }

    @Test
    void discountRoundsInTheSalonsFavour() {
        assertEquals(Money.parse("70.65"), Pricing.discounted(Money.parse("78.50"), 10));
        assertEquals(Money.parse("33.50"), Pricing.discounted(Money.parse("33.50"), 0));
        assertEquals(Money.parse("16.76"), Pricing.discounted(Money.parse("33.51"), 50));
        assertThrows(IllegalArgumentException.class, () -> Pricing.discounted(Money.ofPounds(1), 120));
    }
}
