package com.example.loans;

import java.math.BigDecimal;

/** One month of the schedule. */
public record Installment(int month, BigDecimal payment, BigDecimal interest, BigDecimal principal, BigDecimal balance) {
}
