package com.example.loans;

import java.math.BigDecimal;

/** What the customer asked for: principal, yearly interest rate (0.045 for 4.5 %), term in months. */
public record LoanTerms(BigDecimal principal, double annualRate, int months) {

    public LoanTerms {
        if (principal.signum() <= 0) {
            throw new IllegalArgumentException("principal must be positive");
        }
        if (annualRate < 0) {
            throw new IllegalArgumentException("rate cannot be negative");
        }
        if (months <= 0) {
            throw new IllegalArgumentException("term must be at least one month");
        }
    }

    /** The interest rate of one month. */
    public double monthlyRate() {
        return annualRate / 12;
    }
}
