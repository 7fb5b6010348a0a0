package com.example.tickets;

import java.util.EnumMap;
import java.util.Map;

/** Base prices per tier, in cents. */
public final class PriceList {
    private final Map<Tier, Long> base = new EnumMap<>(Tier.class);

    public PriceList set(Tier tier, long cents) {
        if (cents < 0) {
            throw new IllegalArgumentException("negative price for " + tier);
        }
        base.put(tier, cents);
        return this;
    }

    public long priceFor(Tier tier) {
        Long cents = base.get(tier);
        if (cents == null) {
            throw new IllegalStateException("no price for " + tier);
        }
        return cents;
    }
}
