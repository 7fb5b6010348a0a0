package com.example.lido;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class PricingServiceTest {
    private final PricingService pricing = new PricingService(new ConcessionService());

    @Test
    void adultPaysTheSessionPrice() {
        assertEquals(600, pricing.priceFor(Visitor.guest("Ada", 35), Session.DAYTIME));
    }

    @Test
    void childPaysHalf() {
        assertEquals(225, pricing.priceFor(Visitor.guest("Cai", 8), Session.EARLY_SWIM));
    }

    @Test
    void memberDiscountRoundsToFivePence() {
        assertEquals(415, pricing.priceFor(new Visitor("Dee", 44, true), Session.EVENING));
    }

    @Test
    void infantsAreFree() {
        assertEquals(0, pricing.priceFor(Visitor.guest("Eli", 2), Session.DAYTIME));
    }

    @Test
    void roundsHalfUpToFive() {
        assertEquals(365, PricingService.roundToFive(364));
        assertEquals(360, PricingService.roundToFive(362));
    }
}
