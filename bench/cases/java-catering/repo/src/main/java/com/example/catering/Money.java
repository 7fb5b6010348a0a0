package com.example.catering;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Objects;

/** An amount in pounds, always held to the penny. */
public final class Money implements Comparable<Money> {
    public static final Money ZERO = new Money(BigDecimal.ZERO);
    private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

    private final BigDecimal amount;

    private Money(BigDecimal amount) {
        this.amount = amount.setScale(2, RoundingMode.HALF_UP);
    }

    public static Money of(String pounds) {
        return new Money(new BigDecimal(pounds));
    }

    public static Money of(BigDecimal pounds) {
        return new Money(pounds);
    }

    public BigDecimal amount() {
        return amount;
    }

    public Money plus(Money other) {
        return new Money(amount.add(other.amount));
    }

    public Money minus(Money other) {
        return new Money(amount.subtract(other.amount));
    }

    public Money times(int count) {
        return new Money(amount.multiply(BigDecimal.valueOf(count)));
    }

    /** {@code rate} per cent of this amount, half a penny rounded up. */
    public Money percent(BigDecimal rate) {
        return new Money(amount.multiply(rate).divide(HUNDRED, 2, RoundingMode.HALF_UP));
    }

    public boolean isNegative() {
        return amount.signum() < 0;
    }

    @Override
    public int compareTo(Money other) {
        return amount.compareTo(other.amount);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Money m && amount.equals(m.amount);
    }

    @Override
    public int hashCode() {
        return Objects.hash(amount);
    }

    @Override
    public String toString() {
        return "£" + amount.toPlainString();
    }
}
