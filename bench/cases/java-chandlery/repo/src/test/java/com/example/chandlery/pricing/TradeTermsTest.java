package com.example.chandlery.pricing;

import com.example.chandlery.model.Account;
import com.example.chandlery.model.Category;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class TradeTermsTest {

    private static final Account YARD = new Account("T-014", "Hamble Point Boatyard", true);

    @Test
    void tradeAccountsGetTwelveAndAHalfPercent() {
        assertEquals(600, TradeTerms.discountPence(YARD, Category.PAINT, 4800));
    }

    @Test
    void chartsAreNeverDiscounted() {
        assertEquals(0, TradeTerms.discountPence(YARD, Category.CHARTS, 2450));
    }

    @Test
    void counterSalesPayFullPrice() {
        assertEquals(0, TradeTerms.discountPence(Account.walkIn(), Category.PAINT, 4800));
    }
}
