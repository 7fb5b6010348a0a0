package com.example.drycleaning.model;

import java.time.LocalDate;
import java.util.List;

/** A ticket: the garments handed in, the day they came in, and whether the customer paid for express. */
public record Order(String customer, LocalDate droppedOff, List<GarmentType> items, boolean express) {
    public Order {
        if (items.isEmpty()) {
            throw new IllegalArgumentException("an order needs at least one garment");
        }
        items = List.copyOf(items);
    }
}
