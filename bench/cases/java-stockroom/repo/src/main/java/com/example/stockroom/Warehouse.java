package com.example.stockroom;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/** The ledger of movements; every quantity is derived from it. */
public class Warehouse {
    private final List<Movement> ledger = new ArrayList<>();

    public void receive(String sku, int quantity, String delivery) {
        if (quantity <= 0) {
            throw new IllegalArgumentException("received quantity must be positive: " + quantity);
        }
        ledger.add(new Movement(sku, quantity, delivery));
    }

    public void ship(Order order) {
        for (OrderLine line : order.lines()) {
            ledger.add(new Movement(line.sku(), -line.quantity(), order.id()));
        }
    }

    public int onHand(String sku) {
        int total = 0;
        for (Movement movement : ledger) {
            if (movement.sku().equals(sku)) {
                total += movement.quantity();
            }
        }
        return total;
    }

    public Set<String> skus() {
        Set<String> skus = new TreeSet<>();
        for (Movement movement : ledger) {
            skus.add(movement.sku());
        }
        return skus;
    }

    public List<Movement> ledger() {
        return Collections.unmodifiableList(ledger);
    }
}
