package com.example.parcels;

/** Quotes parcels against a rate card, with insurance for valuable contents. */
public final class PostageCalculator {
    /** Contents worth up to this much travel with the basic cover, free. */
    static final long FREE_COVER_CENTS = 5000;
    /** Insurance above the free cover: this many basis points of the value over it. */
    static final long INSURANCE_BASIS_POINTS = 100;
    static final long MIN_INSURANCE_CENTS = 100;

    private final RateCard card;
    private final String home;

    public PostageCalculator(RateCard card, String home) {
        this.card = card;
        this.home = home;
    }

    public Quote quote(Parcel parcel, String countryCode) {
        Zone zone = Zone.of(countryCode, home);
        int grams = parcel.chargeableGrams();
        long postage = card.priceFor(grams, zone);
        return new Quote(zone, grams, postage, insurance(parcel.declaredValueCents()));
    }

    static long insurance(long declaredValueCents) {
        long over = declaredValueCents - FREE_COVER_CENTS;
        if (over <= 0) {
            return 0;
        }
        long cost = (over * INSURANCE_BASIS_POINTS + 9999) / 10000;
        return Math.max(cost, MIN_INSURANCE_CENTS);
    }
}
