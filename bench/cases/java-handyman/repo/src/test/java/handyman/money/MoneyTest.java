package handyman.money;

import org.junit.jupiter.api.Test;

import java.math.BigDecimal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MoneyTest {

    @Test
    void poundsAndPence() {
        assertEquals(1250, Money.pounds("12.50").pence());
        assertEquals(Money.pence(5), Money.pounds("0.045"));
        assertEquals("£12.50", Money.pence(1250).toString());
        assertEquals("-£0.07", Money.pence(-7).toString());
    }

    @Test
    void arithmetic() {
        assertEquals(Money.pence(300), Money.pence(100).plus(Money.pence(200)));
        assertEquals(Money.pence(-100), Money.pence(100).minus(Money.pence(200)));
        assertEquals(Money.pence(1197), Money.pence(399).times(3));
        assertEquals(Money.pence(-399), Money.pence(399).negate());
    }

    @Test
    void decimalFactorsRoundHalfUp() {
        assertEquals(Money.pence(165), Money.pence(110).times(new BigDecimal("1.5")));
        assertEquals(Money.pence(495), Money.pence(110).times(new BigDecimal("4.5")));
        assertEquals(Money.pence(83), Money.pence(550).percent(new BigDecimal("15")));
        assertEquals(Money.pence(2), Money.pence(11).percent(new BigDecimal("20")));
    }

    @Test
    void ordering() {
        assertEquals(Money.pence(7), Money.max(Money.pence(7), Money.pence(3)));
        assertTrue(Money.pence(-1).isNegative());
        assertTrue(Money.ZERO.compareTo(Money.pence(1)) < 0);
    }
}
