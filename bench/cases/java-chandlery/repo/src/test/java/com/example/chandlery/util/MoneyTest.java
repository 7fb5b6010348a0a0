package com.example.chandlery.util;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class MoneyTest {

    @Test
    void formatsPoundsAndPence() {
        assertEquals("£0.05", Money.format(5));
        assertEquals("£89.95", Money.format(8995));
        assertEquals("-£6.95", Money.format(-695));
    }
}
