package com.example.stockroom;

/** One change to the stock of a SKU: positive when goods arrive, negative when they leave. */
public record Movement(String sku, int quantity, String reference) {
    public Movement {
        if (sku == null || sku.isBlank()) {
            throw new IllegalArgumentException("sku is required");
        }
        if (quantity == 0) {
            throw new IllegalArgumentException("a movement moves something");
        }
    }
}
