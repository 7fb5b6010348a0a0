package com.example.stockroom;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The SKUs whose on-hand quantity has fallen to or below their reorder point. */
public class ReorderReport {
    public record Line(String sku, int onHand, int reorderPoint) {
        public int shortfall() {
            return Math.max(0, reorderPoint - onHand);
        }
    }

    private final List<Line> lines;

    public ReorderReport(Warehouse warehouse, Map<String, Integer> reorderPoints) {
        List<Line> due = new ArrayList<>();
        for (Map.Entry<String, Integer> entry : reorderPoints.entrySet()) {
            int onHand = warehouse.onHand(entry.getKey());
            if (onHand <= entry.getValue()) {
                due.add(new Line(entry.getKey(), onHand, entry.getValue()));
            }
        }
        due.sort((a, b) -> a.sku().compareTo(b.sku()));
        lines = List.copyOf(due);
    }

    public List<Line> lines() {
        return lines;
    }

    public boolean isEmpty() {
        return lines.isEmpty();
    }
}
