package com.example.numismat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** A collection of coins valued against a catalogue of price guides and the day's spot prices. */
public final class Collection {

    private final List<Coin> coins = new ArrayList<>();
    private final Map<String, PriceGuide> catalogue = new HashMap<>();

    public Collection add(Coin coin) {
        coins.add(coin);
        return this;
    }

    public Collection catalogue(String type, PriceGuide guide) {
        catalogue.put(type, guide);
        return this;
    }

    public List<Coin> coins() {
        return List.copyOf(coins);
    }

    /** Guide value of the coin's type at its grade. */
    public double guideValue(Coin coin) {
        PriceGuide guide = catalogue.get(coin.type());
        if (guide == null) {
            throw new IllegalArgumentException("no price guide for " + coin.type());
        }
        return guide.valueAt(coin.grade());
    }

    /** A coin is worth its guide value, or its melt value when the metal is worth more. */
    public double value(Coin coin, SpotPrices spot) {
        return Math.max(guideValue(coin), MeltValue.of(coin, spot));
    }

    public double totalValue(SpotPrices spot) {
        double total = 0;
        for (Coin coin : coins) {
            total += value(coin, spot);
        }
        return Money.round(total);
    }

    /** Number of coins per country, countries in name order. */
    public Map<String, Integer> countByCountry() {
        Map<String, Integer> counts = new TreeMap<>();
        for (Coin coin : coins) {
            counts.merge(coin.country(), 1, Integer::sum);
        }
        return counts;
    }

    /** The coins by type, then year, then mint mark. */
    public List<Coin> sorted() {
        List<Coin> out = new ArrayList<>(coins);
        out.sort(Comparator.comparing(Coin::type).thenComparingInt(Coin::year).thenComparing(Coin::mint));
        return out;
    }
}
