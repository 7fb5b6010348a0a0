package com.example.chandlery.pricing;

import com.example.chandlery.model.Account;
import com.example.chandlery.model.Category;

/** Trade accounts get a discount on everything but charts (sold at the publisher's price). */
public final class TradeTerms {

    public static final int TRADE_DISCOUNT_BP = 1250;

    private TradeTerms() {
    }

    public static long discountPence(Account account, Category category, long netPence) {
        if (!account.trade() || category == Category.CHARTS) {
            return 0;
        }
        return netPence * TRADE_DISCOUNT_BP / 10_000;
    }
}
