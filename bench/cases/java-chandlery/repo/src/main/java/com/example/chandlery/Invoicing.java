package com.example.chandlery;

import com.example.chandlery.model.Order;
import com.example.chandlery.model.OrderLine;
import com.example.chandlery.pricing.TradeTerms;
import com.example.chandlery.pricing.Vat;

import java.util.ArrayList;
import java.util.List;

/** Turns an order into an invoice: trade discount, delivery, then VAT per line and on delivery. */
public final class Invoicing {

    public static final long FREE_DELIVERY_FROM_PENCE = 7_500;
    public static final long DELIVERY_PENCE = 695;

    public Invoice invoice(Order order) {
        List<Invoice.Row> rows = new ArrayList<>();
        long discount = 0;
        long vat = 0;
        for (OrderLine line : order.lines()) {
            long net = line.netPence();
            long off = TradeTerms.discountPence(order.account(), line.item().category(), net);
            rows.add(new Invoice.Row(line.item().sku(), line.item().name(), line.quantity(), net));
            discount += off;
            vat += Vat.on(net - off, Vat.rateFor(line.item().category()));
        }
        long goods = order.goodsPence();
        long delivery = goods >= FREE_DELIVERY_FROM_PENCE || order.account().trade() ? 0 : DELIVERY_PENCE;
        vat += Vat.on(delivery, Vat.STANDARD_BP);
        return new Invoice(rows, discount, delivery, vat);
    }
}
