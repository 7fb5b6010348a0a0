package com.example.chandlery;

import java.util.List;

/** A priced order: every amount in pence. */
public record Invoice(List<Row> rows, long discountPence, long deliveryPence, long vatPence) {

    public record Row(String sku, String name, int quantity, long netPence) {
    }

    public long goodsPence() {
        return rows.stream().mapToLong(Row::netPence).sum();
    }

    public long totalPence() {
        return goodsPence() - discountPence + deliveryPence + vatPence;
    }
}
