package org.ashgrove.kegs;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

class MoneyTest {
    @Test
    void formats() {
        assertEquals("£0.05", Money.format(5));
        assertEquals("£171.82", Money.format(17182));
        assertEquals("-£35.00", Money.format(-3500));
    }
}
