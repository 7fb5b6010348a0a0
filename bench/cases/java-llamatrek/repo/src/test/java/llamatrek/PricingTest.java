package llamatrek;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class PricingTest {

    private static final LocalDate WEDNESDAY = LocalDate.of(2025, 7, 16);
    private static final LocalDate SATURDAY = LocalDate.of(2025, 7, 19);

    @Test
    void familyOnAWeekday() {
        assertEquals(2 * 5500 + 2 * 3500, Pricing.price(new Party(2, 2, 1), WEDNESDAY, false));
    }

    @Test
    void weekendSupplementForPayingGuests() {
        assertEquals(2 * 5500 + 2 * 3500 + 4 * 1000, Pricing.price(new Party(2, 2, 1), SATURDAY, false));
    }

    @Test
    void privateTrekMinimum() {
        assertEquals(4 * 5500, Pricing.price(Party.adults(2), WEDNESDAY, true));
        assertEquals(5 * 5500, Pricing.price(Party.adults(5), WEDNESDAY, true));
        assertEquals(4 * 5500 + 2 * 1000, Pricing.price(Party.adults(2), SATURDAY, true));
    }

    @Test
    void deposit() {
        assertEquals(4500, Pricing.deposit(18000));
        assertEquals(1388, Pricing.deposit(5550));
    }

    @Test
    void money() {
        assertEquals("£180.00", Money.format(18000));
        assertEquals("£1,234.05", Money.format(123405));
        assertEquals("-£9.50", Money.format(-950));
    }
}
