package com.example.loans;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

class ScheduleTest {
    private final LoanTerms carLoan = new LoanTerms(new BigDecimal("10000"), 0.06, 12);

    @Test
    void paysTheLoanOffExactly() {
        List<Installment> rows = new Schedule().build(carLoan);
        assertEquals(12, rows.size());
        assertEquals(0, rows.get(11).balance().signum());
    }

    @Test
    void firstMonthInterest() {
        assertEquals(new BigDecimal("50.00"), new Schedule().build(carLoan).get(0).interest());
    }

    @Test
    void totalInterest() {
        assertEquals(new BigDecimal("327.96"), new Schedule().totalInterest(carLoan));
    }
}
