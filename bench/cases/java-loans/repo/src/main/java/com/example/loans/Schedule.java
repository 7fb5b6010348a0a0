package com.example.loans;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/** The amortisation schedule; the last payment absorbs the rounding. */
public final class Schedule {
    private final PaymentCalculator calculator = new PaymentCalculator();

    public List<Installment> build(LoanTerms terms) {
        BigDecimal payment = calculator.monthlyPayment(terms);
        BigDecimal balance = terms.principal();
        BigDecimal rate = BigDecimal.valueOf(terms.monthlyRate());
        List<Installment> rows = new ArrayList<>();
        for (int month = 1; month <= terms.months(); month++) {
            BigDecimal interest = Money.cents(balance.multiply(rate));
            BigDecimal due = month == terms.months() ? balance.add(interest) : payment;
            BigDecimal repaid = due.subtract(interest);
            balance = balance.subtract(repaid);
            rows.add(new Installment(month, due, interest, repaid, balance));
        }
        return rows;
    }

    public BigDecimal totalInterest(LoanTerms terms) {
        return build(terms).stream().map(Installment::interest).reduce(BigDecimal.ZERO, BigDecimal::add);
    }
}
