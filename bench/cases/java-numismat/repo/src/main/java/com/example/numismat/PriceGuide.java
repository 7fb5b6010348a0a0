package com.example.numismat;

import java.util.Map;
import java.util.TreeMap;

/**
 * Retail values of one coin type at the grades a guide lists (e.g. VF-20, EF-40, MS-60, MS-63). A grade between
 * two listed ones is valued on the straight line between them; below the lowest or above the highest listed
 * grade, the nearest listed value applies.
 */
public final class PriceGuide {

    private final TreeMap<Integer, Double> values = new TreeMap<>();

    public PriceGuide list(int points, double value) {
        Grade.of(points);
        values.put(points, value);
        return this;
    }

    public boolean isEmpty() {
        return values.isEmpty();
    }

    public double valueAt(Grade grade) {
        if (values.isEmpty()) {
            throw new IllegalStateException("price guide lists no grades");
        }
        int g = grade.points();
        Map.Entry<Integer, Double> lo = values.floorEntry(g);
        Map.Entry<Integer, Double> hi = values.ceilingEntry(g);
        if (lo == null) {
            return hi.getValue();
        }
        if (hi == null || lo.getKey() == g) {
            return lo.getValue();
        }
        double frac = (double) (g - lo.getKey()) / (hi.getKey() - lo.getKey());
        return Money.round(lo.getValue() + frac * (hi.getValue() - lo.getValue()));
    }
}
