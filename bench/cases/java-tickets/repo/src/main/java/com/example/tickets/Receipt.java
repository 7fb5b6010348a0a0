package com.example.tickets;

import java.util.Locale;

/** A plain-text receipt for a basket. */
public final class Receipt {
    private Receipt() {}

    public static String render(Basket basket) {
        StringBuilder out = new StringBuilder();
        for (Seat seat : basket.seats()) {
            out.append(String.format(Locale.ROOT, "%-4s %-8s %s%n", seat.label(), seat.tier(), money(basket.priceOf(seat))));
        }
        if (basket.groupDiscount() > 0) {
            out.append(String.format(Locale.ROOT, "group discount  -%s%n", money(basket.groupDiscount())));
        }
        out.append(String.format(Locale.ROOT, "total           %s%n", money(basket.total())));
        return out.toString();
    }

    static String money(long cents) {
        return String.format(Locale.ROOT, "%d.%02d", cents / 100, cents % 100);
    }
}
