package com.example.loans;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

class PaymentCalculatorTest {
    private final PaymentCalculator calculator = new PaymentCalculator();

    @Test
    void thirtyYearMortgage() {
        LoanTerms terms = new LoanTerms(new BigDecimal("200000"), 0.045, 360);
        assertEquals(new BigDecimal("1013.37"), calculator.monthlyPayment(terms));
    }

    @Test
    void interestFreeLoanSplitsEvenly() {
        LoanTerms terms = new LoanTerms(new BigDecimal("1200"), 0.0, 12);
        assertEquals(new BigDecimal("100.00"), calculator.monthlyPayment(terms));
    }

    @Test
    void refusesANegativeRate() {
        assertThrows(IllegalArgumentException.class, () -> new LoanTerms(BigDecimal.TEN, -0.01, 12));
    }
}
