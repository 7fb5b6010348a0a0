package com.example.lido;

import java.util.List;

/** The turnstile till: totals a group and applies the family ticket cap. */
public class EntryTill {
    /** A family ticket: up to two adults with up to three children, for this share of the adult price. */
    static final int FAMILY_PERCENT_OF_ADULT = 280;

    private final PricingService pricing;

    public EntryTill(PricingService pricing) {
        this.pricing = pricing;
    }

    public int total(List<Visitor> group, Session session) {
        int sum = 0;
        for (Visitor visitor : group) {
            sum += pricing.priceFor(visitor, session);
        }
        if (isFamily(group)) {
            return Math.min(sum, session.adultPence() * FAMILY_PERCENT_OF_ADULT / 100);
        }
        return sum;
    }

    boolean isFamily(List<Visitor> group) {
        int adults = 0;
        int children = 0;
        for (Visitor visitor : group) {
            switch (pricing.bandOf(visitor)) {
                case ADULT, SENIOR -> adults++;
                case CHILD -> children++;
                case INFANT -> { }
            }
        }
        return adults >= 1 && adults <= 2 && children >= 1 && children <= 3;
    }

    /** One line per visitor for the receipt: name, band and price. */
    public List<String> receipt(List<Visitor> group, Session session) {
        return group.stream()
                .map(v -> String.format("%-10s %-6s %5.2f", v.name(), pricing.bandOf(v),
                        pricing.priceFor(v, session) / 100.0))
                .toList();
    }
}
