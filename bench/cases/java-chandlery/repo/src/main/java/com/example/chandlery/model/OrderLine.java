package com.example.chandlery.model;

/** A quantity of one item; for rope the quantity is in metres. */
public record OrderLine(Item item, int quantity) {

    public OrderLine {
        if (quantity <= 0) {
            throw new IllegalArgumentException("quantity must be positive: " + quantity);
        }
    }

    public long netPence() {
        return item.pricePence() * quantity;
    }
}
