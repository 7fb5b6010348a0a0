package com.example.planthire.pricing;

import com.example.planthire.catalogue.Machine;

/** The hire charge for a number of chargeable days. */
public final class RateCalculator {
    /** Chargeable days in a hire week (Monday to Saturday). */
    public static final int WEEK_DAYS = 6;

    private RateCalculator() {}

    public static long hireCharge(Machine m, int days) {
        if (days < 0) {
            throw new IllegalArgumentException("negative days");
        }
        long weeks = days / WEEK_DAYS;
        long rest = days % WEEK_DAYS;
        return weeks * m.weekRate() + Math.min(rest * m.dayRate(), m.weekRate());
    }
}
