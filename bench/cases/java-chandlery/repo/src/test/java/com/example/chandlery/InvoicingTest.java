package com.example.chandlery;

import com.example.chandlery.model.Account;
import com.example.chandlery.model.Order;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class InvoicingTest {

    private static final Account YARD = new Account("T-014", "Hamble Point Boatyard", true);
    private final Catalogue catalogue = Fixtures.catalogue();
    private final Invoicing invoicing = new Invoicing();

    @Test
    void smallCounterSalePaysDelivery() {
        Order order = new Order(Account.walkIn()).add(catalogue.require("H-SHK6"), 4);
        Invoice invoice = invoicing.invoice(order);
        assertEquals(1800, invoice.goodsPence());
        assertEquals(695, invoice.deliveryPence());
        assertEquals(360 + 139, invoice.vatPence());
        assertEquals(1800 + 695 + 499, invoice.totalPence());
    }

    @Test
    void deliveryIsFreeFromSeventyFivePounds() {
        Order order = new Order(Account.walkIn())
                .add(catalogue.require("R-8BR"), 30)
                .add(catalogue.require("C-5601"), 1);
        Invoice invoice = invoicing.invoice(order);
        assertEquals(7950 + 2450, invoice.goodsPence());
        assertEquals(0, invoice.deliveryPence());
        assertEquals(1590, invoice.vatPence());
    }

    @Test
    void tradeAccountsGetDiscountAndFreeDelivery() {
        Order order = new Order(YARD)
                .add(catalogue.require("P-AF1"), 1)
                .add(catalogue.require("C-5601"), 1);
        Invoice invoice = invoicing.invoice(order);
        assertEquals(600, invoice.discountPence());
        assertEquals(0, invoice.deliveryPence());
        assertEquals(840, invoice.vatPence());
        assertEquals(4800 + 2450 - 600 + 840, invoice.totalPence());
    }

    @Test
    void zeroRatedGoodsCarryNoVat() {
        Order order = new Order(Account.walkIn()).add(catalogue.require("S-LJ150"), 2);
        Invoice invoice = invoicing.invoice(order);
        assertEquals(0, invoice.deliveryPence());
        assertEquals(0, invoice.vatPence());
        assertEquals(17990, invoice.totalPence());
    }
}
