package com.example.loans;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** Amounts are rounded to cents, half up, as the bank's terms say. */
final class Money {
    private Money() {
    }

    static BigDecimal cents(double amount) {
        return BigDecimal.valueOf(amount).setScale(2, RoundingMode.HALF_UP);
    }

    static BigDecimal cents(BigDecimal amount) {
        return amount.setScale(2, RoundingMode.HALF_UP);
    }
}
