package com.example.catering;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A quote for an event: dishes for a number of guests, a service charge, VAT on the standard-rated part. */
public final class Quote {
    public static final BigDecimal VAT_RATE = new BigDecimal("20");

    private final int guests;
    private final BigDecimal serviceRate;
    private final Map<String, Dish> dishes = new LinkedHashMap<>();

    public Quote(int guests, BigDecimal serviceRate) {
        if (guests < 1) {
            throw new IllegalArgumentException("a quote is for at least one guest");
        }
        this.guests = guests;
        this.serviceRate = serviceRate;
    }

    public Quote add(Dish dish) {
        if (dishes.putIfAbsent(dish.code(), dish) != null) {
            throw new IllegalArgumentException("dish already on the quote: " + dish.code());
        }
        return this;
    }

    public int guests() {
        return guests;
    }

    public List<Dish> dishes() {
        return new ArrayList<>(dishes.values());
    }

    public Money food() {
        Money total = Money.ZERO;
        for (Dish dish : dishes.values()) {
            total = total.plus(dish.perHead().times(guests));
        }
        return total;
    }

    private Money standardRatedFood() {
        Money total = Money.ZERO;
        for (Dish dish : dishes.values()) {
            if (!dish.zeroRated()) {
                total = total.plus(dish.perHead().times(guests));
            }
        }
        return total;
    }

    /** The service charge, on all the food. */
    public Money service() {
        return food().percent(serviceRate);
    }

    /** VAT on the standard-rated food and on the service charge. */
    public Money vat() {
        return standardRatedFood().plus(service()).percent(VAT_RATE);
    }

    public Money total() {
        return food().plus(service()).plus(vat());
    }
}
