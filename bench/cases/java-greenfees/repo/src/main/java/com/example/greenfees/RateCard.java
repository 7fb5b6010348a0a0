package com.example.greenfees;

import java.util.EnumMap;
import java.util.Map;

/** The visitor green fee for 18 holes by season, weekday or weekend; 9 holes cost 60% of it. */
public final class RateCard {
    private final Map<Season, long[]> eighteen = new EnumMap<>(Season.class);

    public RateCard() {
        // {weekday, weekend}, in pence
        eighteen.put(Season.PEAK, new long[] {6500, 8000});
        eighteen.put(Season.SHOULDER, new long[] {5000, 6000});
        eighteen.put(Season.WINTER, new long[] {3500, 4000});
    }

    public long visitorRate(Season season, boolean weekend, int holes) {
        long full = eighteen.get(season)[weekend ? 1 : 0];
        if (holes == 18) {
            return full;
        }
        if (holes == 9) {
            return full * 60 / 100;
        }
        throw new IllegalArgumentException("a round is 9 or 18 holes, not " + holes);
    }
}
