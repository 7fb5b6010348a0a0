package com.example.chandlery;

import com.example.chandlery.model.Category;
import com.example.chandlery.model.Item;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** The shop's price list, read from the till's export: {@code SKU;Name;CATEGORY;pence}, '#' for comments. */
public final class Catalogue {

    private final Map<String, Item> items = new LinkedHashMap<>();

    public static Catalogue parse(String text) {
        Catalogue catalogue = new Catalogue();
        int lineNo = 0;
        for (String raw : text.split("\n")) {
            lineNo++;
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split(";");
            if (f.length != 4) {
                throw new IllegalArgumentException("line " + lineNo + ": expected 4 fields, got " + f.length);
            }
            Item item = new Item(f[0].strip(), f[1].strip(), Category.valueOf(f[2].strip()), parsePrice(f[3].strip(), lineNo));
            if (catalogue.items.putIfAbsent(item.sku(), item) != null) {
                throw new IllegalArgumentException("line " + lineNo + ": duplicate sku " + item.sku());
            }
        }
        return catalogue;
    }

    private static long parsePrice(String field, int lineNo) {
        try {
            return Long.parseLong(field);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("line " + lineNo + ": bad price " + field, e);
        }
    }

    public Optional<Item> find(String sku) {
        return Optional.ofNullable(items.get(sku));
    }

    public Item require(String sku) {
        return find(sku).orElseThrow(() -> new IllegalArgumentException("unknown sku " + sku));
    }

    public int size() {
        return items.size();
    }
}
