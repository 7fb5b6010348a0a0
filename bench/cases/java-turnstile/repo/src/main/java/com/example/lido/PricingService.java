package com.example.lido;

/** Prices one visitor for one session. */
public class PricingService {
    private final ConcessionService concessions;

    public PricingService(ConcessionService concessions) {
        this.concessions = concessions;
    }

    public AgeBand bandOf(Visitor visitor) {
        return concessions.bandFor(visitor.age());
    }

    /** The price in pence, rounded to the nearest 5p after the band share and member discount. */
    public int priceFor(Visitor visitor, Session session) {
        AgeBand band = bandOf(visitor);
        int pence = session.adultPence() * band.percentOfAdult() / 100;
        int discount = concessions.memberDiscountPercent(visitor);
        pence = pence * (100 - discount) / 100;
        return roundToFive(pence);
    }

    static int roundToFive(int pence) {
        return (pence + 2) / 5 * 5;
    }
}
