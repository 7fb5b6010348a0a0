package com.example.parcels;

import java.util.ArrayList;
import java.util.List;

/** Postage in cents by weight band (upper bound in grams, inclusive) and zone. */
public final class RateCard {
    private record Band(int maxGrams, long domestic, long europe, long world) {
        long price(Zone zone) {
            return switch (zone) {
                case DOMESTIC -> domestic;
                case EUROPE -> europe;
                case WORLD -> world;
            };
        }
    }

    private final List<Band> bands = new ArrayList<>();

    /** Adds a band; bands must be added lightest first. */
    public RateCard band(int maxGrams, long domestic, long europe, long world) {
        if (!bands.isEmpty() && bands.get(bands.size() - 1).maxGrams() >= maxGrams) {
            throw new IllegalArgumentException("bands must grow: " + maxGrams);
        }
        bands.add(new Band(maxGrams, domestic, europe, world));
        return this;
    }

    /** The heaviest parcel this card prices, in grams. */
    public int maxGrams() {
        return bands.isEmpty() ? 0 : bands.get(bands.size() - 1).maxGrams();
    }

    /** The price of the lightest band that takes the weight. */
    public long priceFor(int grams, Zone zone) {
        for (Band band : bands) {
            if (grams <= band.maxGrams()) {
                return band.price(zone);
            }
        }
        throw new IllegalArgumentException("too heavy for this rate card: " + grams + " g");
    }

    /** The standard card of the service. */
    public static RateCard standard() {
        return new RateCard()
                .band(500, 395, 895, 1295)
                .band(1000, 495, 1195, 1895)
                .band(2000, 695, 1595, 2695)
                .band(5000, 995, 2495, 4295)
                .band(10000, 1495, 3995, 6995)
                .band(20000, 2295, 5995, 10995);
    }
}
