package com.example.numismat;

/** The value of a coin's metal content at spot. */
public final class MeltValue {

    private MeltValue() {
    }

    public static double of(Coin coin, SpotPrices spot) {
        return Money.round(coin.pureMetalGrams() * spot.perGram(coin.metal()));
    }
}
