package com.example.parcels;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class PostageCalculatorTest {
    private final PostageCalculator calc = new PostageCalculator(RateCard.standard(), "NL");

    @Test
    void domesticParcelWithoutInsurance() {
        Quote quote = calc.quote(new Parcel(1800, 2500), "NL");
        assertEquals(Zone.DOMESTIC, quote.zone());
        assertEquals(695, quote.postageCents());
        assertEquals(0, quote.insuranceCents());
        assertEquals(695, quote.totalCents());
    }

    @Test
    void insuranceIsOnePercentOverTheFreeCover() {
        assertEquals(0, PostageCalculator.insurance(5000));
        assertEquals(100, PostageCalculator.insurance(5001));
        assertEquals(250, PostageCalculator.insurance(30000));
    }

    @Test
    void worldParcelWithInsurance() {
        Quote quote = calc.quote(new Parcel(4200, 45000), "US");
        assertEquals(4295, quote.postageCents());
        assertEquals(400, quote.insuranceCents());
        assertEquals(4695, quote.totalCents());
    }
}
