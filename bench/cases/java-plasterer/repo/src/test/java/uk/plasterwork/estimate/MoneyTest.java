package uk.plasterwork.estimate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class MoneyTest {

    @Test
    void formatsPoundsAndPence() {
        assertEquals("£0.00", Money.ZERO.format());
        assertEquals("£3.05", Money.ofPence(305).format());
        assertEquals("£1,234.50", Money.ofPence(123450).format());
        assertEquals("£1,000,000.00", Money.ofPounds(1_000_000).format());
        assertEquals("-£3.50", Money.ofPence(-350).format());
    }

    @Test
    void percentRoundsHalfUp() {
        assertEquals(Money.ofPence(20), Money.ofPence(100).percent(20));
        assertEquals(Money.ofPence(33261), Money.ofPence(166305).percent(20));
        assertEquals(Money.ofPence(3), Money.ofPence(5).percent(50));
        assertEquals(Money.ofPence(-3), Money.ofPence(-5).percent(50));
        assertEquals(Money.ofPence(2), Money.ofPence(7).percent(25));
    }

    @Test
    void arithmetic() {
        Money a = Money.ofPence(1195);
        assertEquals(Money.ofPence(10755), a.times(9));
        assertEquals(Money.ofPence(1395), a.plus(Money.ofPounds(2)));
        assertEquals(Money.ofPence(-5), a.minus(Money.ofPence(1200)));
        assertTrue(Money.ofPence(0).isZero());
        assertTrue(Money.ofPence(1).compareTo(Money.ZERO) > 0);
    }

    @Test
    void overflowIsAnError() {
        assertThrows(ArithmeticException.class, () -> Money.ofPence(Long.MAX_VALUE).plus(Money.ofPence(1)));
    }
}
