package com.example.stockroom;

public record OrderLine(String sku, int quantity) {
    public OrderLine {
        if (quantity <= 0) {
            throw new IllegalArgumentException("quantity must be positive: " + quantity);
        }
    }
}
