package com.brightcurl.salon;

import java.util.List;

/**
 * Works out what a client pays. Each service is charged at the stylist's level
 * and rounded to the salon's price step (50p by default), as on the printed list.
 */
public final class Pricing {

    public static final long DEFAULT_STEP_PENCE = 50;

    private final long stepPence;

    public Pricing() {
        this(DEFAULT_STEP_PENCE);
    }

    public Pricing(long stepPence) {
        if (stepPence <= 0) {
            throw new IllegalArgumentException("price step must be positive");
        }
        this.stepPence = stepPence;
    }

    public Money priceOf(SalonService service, StylistLevel level) {
        return service.basePrice().percent(level.pricePercent()).roundTo(stepPence);
    }

    public Money price(List<SalonService> services, StylistLevel level) {
        Money total = Money.ZERO;
        for (SalonService service : services) {
            total = total.plus(priceOf(service, level));
        }
        return total;
    }

    /** Takes {@code percent} off, rounding the discount down so the salon never gives a penny extra. */
    public static Money discounted(Money price, int percent) {
        if (percent < 0 || percent > 100) {
            throw new IllegalArgumentException("discount must be 0..100%, was " + percent);
        }
        long off = price.pence() * percent / 100;
        return price.minus(Money.ofPence(off));
    }
}
