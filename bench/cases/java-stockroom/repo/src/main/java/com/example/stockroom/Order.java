package com.example.stockroom;

import java.util.List;

public record Order(String id, List<OrderLine> lines) {
    public Order {
        lines = List.copyOf(lines);
    }
}
