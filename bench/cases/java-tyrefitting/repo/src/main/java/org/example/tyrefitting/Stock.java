package org.example.tyrefitting;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The tyres on the rack, by SKU. */
public class Stock {
    private final Map<String, StockItem> items = new LinkedHashMap<>();

    public void add(StockItem item) {
        items.merge(item.sku(), item, (old, added) -> old.withQuantity(old.quantity() + added.quantity()));
    }

    public Optional<StockItem> get(String sku) {
        return Optional.ofNullable(items.get(sku));
    }

    /** Tyres of the same width, aspect and rim, in stock, cheapest first. */
    public List<StockItem> findBySize(TyreSize size) {
        List<StockItem> found = new ArrayList<>();
        for (StockItem item : items.values()) {
            if (item.quantity() > 0 && item.size().sameDimensions(size)) {
                found.add(item);
            }
        }
        found.sort(Comparator.comparingLong(StockItem::pricePence).thenComparing(StockItem::sku));
        return found;
    }

    /** As {@link #findBySize}, keeping only tyres rated for at least the load and speed of {@code size}. */
    public List<StockItem> suitableFor(TyreSize size, int needed) {
        List<StockItem> suitable = new ArrayList<>();
        for (StockItem item : findBySize(size)) {
            if (item.quantity() >= needed
                    && item.size().loadIndex() >= size.loadIndex()
                    && item.size().speed().atLeast(size.speed())) {
                suitable.add(item);
            }
        }
        return suitable;
    }

    /** Takes {@code quantity} tyres off the rack for a job. */
    public StockItem reserve(String sku, int quantity) {
        StockItem item = items.get(sku);
        if (item == null) {
            throw new IllegalArgumentException("no such tyre " + sku);
        }
        if (item.quantity() < quantity) {
            throw new IllegalStateException(
                    "only " + item.quantity() + " of " + sku + " in stock, " + quantity + " wanted");
        }
        StockItem left = item.withQuantity(item.quantity() - quantity);
        items.put(sku, left);
        return left;
    }

    public int count() {
        return items.values().stream().mapToInt(StockItem::quantity).sum();
    }
}
