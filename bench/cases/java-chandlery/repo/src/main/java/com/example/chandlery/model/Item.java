package com.example.chandlery.model;

import java.util.Objects;

/** One catalogue entry: a price in pence, per item or (for rope) per metre. */
public record Item(String sku, String name, Category category, long pricePence) {

    public Item {
        Objects.requireNonNull(sku, "sku");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(category, "category");
        if (pricePence < 0) {
            throw new IllegalArgumentException("negative price for " + sku);
        }
    }
}
