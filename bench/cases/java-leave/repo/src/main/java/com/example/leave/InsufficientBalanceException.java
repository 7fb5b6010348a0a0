package com.example.leave;

import java.math.BigDecimal;

/** A request of more days than the balance holds. */
public class InsufficientBalanceException extends RuntimeException {
    public InsufficientBalanceException(int requested, BigDecimal balance) {
        super("requested " + requested + " days, balance is " + balance);
    }
}
