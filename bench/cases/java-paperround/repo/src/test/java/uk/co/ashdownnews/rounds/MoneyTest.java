package uk.co.ashdownnews.rounds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class MoneyTest {

    @Test
    void parsesPoundsAndPence() {
        assertEquals(120, Money.parse("£1.20").pence());
        assertEquals(120, Money.parse("1.2").pence());
        assertEquals(300, Money.parse("3").pence());
        assertEquals(5, Money.parse(".05").pence());
    }

    @Test
    void rejectsTooManyDecimals() {
        assertThrows(IllegalArgumentException.class, () -> Money.parse("1.205"));
        assertThrows(IllegalArgumentException.class, () -> Money.parse("1."));
    }

    @Test
    void formats() {
        assertEquals("£0.05", Money.pence(5).format());
        assertEquals("£12.50", Money.pounds(12, 50).format());
        assertEquals("£1234.00", Money.pence(123400).format());
    }

    @Test
    void arithmetic() {
        Money a = Money.parse("2.20");
        assertEquals(Money.parse("6.60"), a.times(3));
        assertEquals(Money.parse("5.70"), a.plus(Money.parse("3.50")));
        assertEquals(Money.parse("0.70"), Money.parse("2.90").minus(a));
        assertTrue(Money.ZERO.isZero());
        assertTrue(a.compareTo(Money.parse("2.19")) > 0);
    }
}
