package com.example.numismat;

import java.util.EnumMap;
import java.util.Map;

/** Spot prices of the coinage metals, in dollars per gram. */
public final class SpotPrices {

    private final Map<Metal, Double> perGram;

    private SpotPrices(Map<Metal, Double> perGram) {
        this.perGram = perGram;
    }

    public static SpotPrices perGram(Map<Metal, Double> prices) {
        Map<Metal, Double> copy = new EnumMap<>(Metal.class);
        prices.forEach((metal, price) -> {
            if (price < 0) {
                throw new IllegalArgumentException("negative price for " + metal + ": " + price);
            }
            copy.put(metal, price);
        });
        return new SpotPrices(copy);
    }

    /** Dollars per gram of the pure metal; 0 for a metal with no quote. */
    public double perGram(Metal metal) {
        return perGram.getOrDefault(metal, 0.0);
    }
}
