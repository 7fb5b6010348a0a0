package com.example.chandlery.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** An order being put together at the counter or over the radio. */
public final class Order {

    private final Account account;
    private final List<OrderLine> lines = new ArrayList<>();

    public Order(Account account) {
        this.account = account;
    }

    public Order add(Item item, int quantity) {
        lines.add(new OrderLine(item, quantity));
        return this;
    }

    public Account account() {
        return account;
    }

    public List<OrderLine> lines() {
        return Collections.unmodifiableList(lines);
    }

    public long goodsPence() {
        return lines.stream().mapToLong(OrderLine::netPence).sum();
    }
}
