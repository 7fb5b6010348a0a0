package com.example.cellar;

import java.util.LinkedHashMap;
import java.util.Map;

/** The bottles in the cellar and how many of each. */
public final class Cellar {
    private final Map<Bottle, Integer> counts = new LinkedHashMap<>();

    public void put(Bottle bottle, int count) {
        if (count <= 0) {
            throw new IllegalArgumentException("count must be positive: " + count);
        }
        counts.merge(bottle, count, Integer::sum);
    }

    /** Takes one bottle out; false when there is none. */
    public boolean take(Bottle bottle) {
        Integer n = counts.get(bottle);
        if (n == null) {
            return false;
        }
        if (n == 1) {
            counts.remove(bottle);
        } else {
            counts.put(bottle, n - 1);
        }
        return true;
    }

    public int count(Bottle bottle) {
        return counts.getOrDefault(bottle, 0);
    }

    public int total() {
        return counts.values().stream().mapToInt(Integer::intValue).sum();
    }

    Map<Bottle, Integer> view() {
        return java.util.Collections.unmodifiableMap(counts);
    }
}
