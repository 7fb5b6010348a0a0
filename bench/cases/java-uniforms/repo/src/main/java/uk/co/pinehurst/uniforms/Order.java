package uk.co.pinehurst.uniforms;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** A customer's order at the till. */
public final class Order {

    private final String customer;
    private final List<OrderLine> lines = new ArrayList<>();

    public Order(String customer) {
        this.customer = customer;
    }

    public String customer() {
        return customer;
    }

    public Order add(OrderLine line) {
        lines.add(line);
        return this;
    }

    public List<OrderLine> lines() {
        return Collections.unmodifiableList(lines);
    }

    public int itemCount() {
        int n = 0;
        for (OrderLine l : lines) {
            n += l.quantity();
        }
        return n;
    }

    public int netPence() {
        int total = 0;
        for (OrderLine l : lines) {
            total += Pricing.lineNetPence(l);
        }
        return total;
    }

    public int vatPence() {
        int total = 0;
        for (OrderLine l : lines) {
            total += Pricing.lineVatPence(l);
        }
        return total;
    }

    public int grossPence() {
        return netPence() + vatPence();
    }
}
