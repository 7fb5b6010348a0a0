package kennels;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class MoneyTest {

    @Test
    void formatsPounds() {
        assertEquals("£0.05", Money.format(5));
        assertEquals("£12.30", Money.format(1230));
        assertEquals("-£3.00", Money.format(-300));
    }

    @Test
    void percentRoundsHalfUp() {
        assertEquals(3780, Money.percentOf(18900, 20));
        assertEquals(3, Money.percentOf(15, 20));
        assertEquals(1, Money.percentOf(5, 10));
    }

    @Test
    void ceilPound() {
        assertEquals(6900, Money.ceilPound(6804));
        assertEquals(6800, Money.ceilPound(6800));
    }
}
