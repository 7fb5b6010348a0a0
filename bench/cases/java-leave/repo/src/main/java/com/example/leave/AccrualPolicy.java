package com.example.leave;

import java.math.BigDecimal;
import java.util.Arrays;
import java.util.Comparator;

/** How many days of leave a year of work earns, by years of service, and how many may be carried over. */
public final class AccrualPolicy {
    private final int[][] tiers; // {minimum years of service, days per year}, by minimum years
    private final BigDecimal carryOverCap;

    public AccrualPolicy(int[][] tiers, BigDecimal carryOverCap) {
        if (tiers.length == 0 || tiers[0][0] != 0) {
            throw new IllegalArgumentException("the first tier must start at 0 years");
        }
        this.tiers = Arrays.stream(tiers).map(int[]::clone).sorted(Comparator.comparingInt(t -> t[0]))
                .toArray(int[][]::new);
        this.carryOverCap = carryOverCap;
    }

    public static AccrualPolicy standard() {
        return new AccrualPolicy(new int[][] {{0, 25}, {5, 28}, {10, 30}}, new BigDecimal("5"));
    }

    /** Days a full year earns for someone with the given completed years of service. */
    public int daysPerYear(int yearsOfService) {
        int days = tiers[0][1];
        for (int[] tier : tiers) {
            if (yearsOfService >= tier[0]) {
                days = tier[1];
            }
        }
        return days;
    }

    public BigDecimal carryOverCap() {
        return carryOverCap;
    }
}
