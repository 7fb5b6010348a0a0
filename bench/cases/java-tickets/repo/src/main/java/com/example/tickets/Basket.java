package com.example.tickets;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** The seats one customer is buying; a group of GROUP_SIZE or more gets GROUP_PERCENT_OFF. */
public final class Basket {
    public static final int GROUP_SIZE = 10;
    public static final int GROUP_PERCENT_OFF = 10;

    private final PriceList prices;
    private final List<Seat> seats = new ArrayList<>();

    public Basket(PriceList prices) {
        this.prices = prices;
    }

    public Basket add(Seat seat) {
        if (seats.contains(seat)) {
            throw new IllegalArgumentException("seat already in basket: " + seat.label());
        }
        seats.add(seat);
        return this;
    }

    public Basket addAll(List<Seat> more) {
        more.forEach(this::add);
        return this;
    }

    public List<Seat> seats() {
        return Collections.unmodifiableList(seats);
    }

    public long priceOf(Seat seat) {
        return prices.priceFor(seat.tier());
    }

    public long subtotal() {
        long sum = 0;
        for (Seat seat : seats) {
            sum += priceOf(seat);
        }
        return sum;
    }

    public long groupDiscount() {
        return seats.size() >= GROUP_SIZE ? subtotal() * GROUP_PERCENT_OFF / 100 : 0;
    }

    public long total() {
        return subtotal() - groupDiscount();
    }
}
