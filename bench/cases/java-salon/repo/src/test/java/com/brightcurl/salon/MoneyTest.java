package com.brightcurl.salon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class MoneyTest {

    @Test
    void parsesPoundsAndPence() {
        assertEquals(Money.ofPence(3850), Money.parse("38.50"));
        assertEquals(Money.ofPence(3850), Money.parse("£38.5"));
        assertEquals(Money.ofPounds(38), Money.parse(" 38 "));
        assertThrows(IllegalArgumentException.class, () -> Money.parse("38.505"));
        assertThrows(IllegalArgumentException.class, () -> Money.parse("thirty"));
    }

    @Test
    void formatsWithPoundSign() {
        assertEquals("£38.50", Money.ofPence(3850).toString());
        assertEquals("£0.05", Money.ofPence(5).toString());
        assertEquals("-£1.20", Money.ofPence(-120).toString());
    }

    @Test
    void percentRoundsHalfUp() {
        assertEquals(Money.ofPence(4830), Money.parse("42.00").percent(115));
        assertEquals(Money.ofPence(13), Money.ofPence(25).percent(50));
        assertEquals(Money.ofPence(0), Money.ofPence(1).percent(25));
    }

    @Test
    void roundsToStep() {
        assertEquals(Money.ofPence(4850), Money.ofPence(4830).roundTo(50));
        assertEquals(Money.ofPence(6350), Money.ofPence(6325).roundTo(50));
        assertEquals(Money.ofPence(3350), Money.ofPence(3360).roundTo(50));
        assertEquals(Money.ofPence(3000), Money.ofPence(2990).roundTo(50));
        assertEquals(Money.ofPence(1200), Money.ofPence(1200).roundTo(100));
        assertThrows(IllegalArgumentException.class, () -> Money.ofPence(1).roundTo(0));
    }

    @Test
    void arithmetic() {
        Money a = Money.parse("12.40");
        Money b = Money.parse("2.60");
        assertEquals(Money.ofPounds(15), a.plus(b));
        assertEquals(Money.parse("9.80"), a.minus(b));
        assertEquals(Money.parse("37.20"), a.times(3));
        assertEquals(a, a.max(b));
    }
}
