package com.glenbrae.distillery;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** Spirits duty, charged per litre of pure alcohol when spirit leaves bond. */
public final class Duty {

    /** Spirits duty in pounds per litre of pure alcohol. */
    public static final BigDecimal DEFAULT_RATE_PER_LPA = new BigDecimal("32.79");

    private final BigDecimal ratePerLpa;

    public Duty() {
        this(DEFAULT_RATE_PER_LPA);
    }

    public Duty(BigDecimal ratePerLpa) {
        if (ratePerLpa.signum() < 0) {
            throw new IllegalArgumentException("negative duty rate " + ratePerLpa);
        }
        this.ratePerLpa = ratePerLpa;
    }

    public BigDecimal ratePerLpa() {
        return ratePerLpa;
    }

    /** Duty on {@code lpa} litres of pure alcohol, to the penny. */
    public BigDecimal onLpa(double lpa) {
        return ratePerLpa.multiply(BigDecimal.valueOf(lpa)).setScale(2, RoundingMode.HALF_UP);
    }

    public BigDecimal onBottling(BottlingPlan plan) {
        return onLpa(plan.bottledLpa());
    }

    /** Duty carried by one bottle of {@code litres} at {@code abv}. */
    public BigDecimal perBottle(double litres, double abv) {
        return onLpa(Strength.lpa(litres, abv));
    }
}
