package com.example.catering;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

class MoneyTest {
    @Test
    void heldToThePenny() {
        assertEquals(Money.of("3.50"), Money.of("3.5"));
        assertEquals("£3.50", Money.of("3.5").toString());
    }

    @Test
    void arithmetic() {
        assertEquals(Money.of("12.75"), Money.of("4.25").times(3));
        assertEquals(Money.of("1.25"), Money.of("4.25").minus(Money.of("3.00")));
        assertTrue(Money.of("1").minus(Money.of("2")).isNegative());
    }

    @Test
    void percentRoundsHalfAPennyUp() {
        assertEquals(Money.of("0.13"), Money.of("1.25").percent(new BigDecimal("10")));
        assertEquals(Money.of("2.00"), Money.of("10.00").percent(new BigDecimal("20")));
    }
}
