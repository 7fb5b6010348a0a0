package com.example.loans;

import java.math.BigDecimal;

/** The annuity formula: the same payment every month pays off the loan exactly. */
public final class PaymentCalculator {

    public BigDecimal monthlyPayment(LoanTerms terms) {
        double p = terms.principal().doubleValue();
        double r = terms.monthlyRate();
        int n = terms.months();
        if (r == 0) {
            return Money.cents(p / n);
        }
        return Money.cents(p * r / (1 - Math.pow(1 + r, -n)));
    }
}
