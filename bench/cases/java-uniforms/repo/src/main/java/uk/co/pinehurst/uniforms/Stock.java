package uk.co.pinehurst.uniforms;

import java.util.HashMap;
import java.util.Map;

/** Items on the shelves, counted per garment code and size. */
public final class Stock {

    private final Map<String, Integer> counts = new HashMap<>();

    static String key(String code, Size size) {
        return code + "/" + size.name();
    }

    public void receive(String code, Size size, int quantity) {
        if (quantity <= 0) {
            throw new IllegalArgumentException("quantity must be positive");
        }
        counts.merge(key(code, size), quantity, Integer::sum);
    }

    public int available(String code, Size size) {
        return counts.getOrDefault(key(code, size), 0);
    }

    /** Takes the line's items off the shelf, or throws if there are too few. */
    public void reserve(OrderLine line) {
        String k = key(line.garment().code(), line.size());
        int have = counts.getOrDefault(k, 0);
        if (have < line.quantity()) {
            throw new IllegalStateException("only " + have + " of " + line.describe());
        }
        counts.put(k, have - line.quantity());
    }
}
