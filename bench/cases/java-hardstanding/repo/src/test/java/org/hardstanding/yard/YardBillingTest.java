package org.hardstanding.yard;

import static org.junit.Assert.assertEquals;

import java.time.LocalDate;
import org.junit.Test;

public class YardBillingTest {
    private final YardBilling billing = new YardBilling(Rates.STANDARD);
    private final Boat curlew = new Boat("Curlew", 82);

    @Test
    public void aShortStayIsChargedByTheNight() {
        Bill bill = billing.bill(curlew, LocalDate.of(2026, 6, 1), LocalDate.of(2026, 6, 11));
        assertEquals(10 * 95 * 9, bill.pence("ashore 10 nights"));
        assertEquals(2 * 18_000 + 8_550, bill.total());
    }

    @Test
    public void aWinterAshoreIsChargedByTheMonth() {
        Bill bill = billing.bill(curlew, LocalDate.of(2026, 10, 3), LocalDate.of(2027, 3, 28));
        assertEquals(6L * 1_450 * 9, bill.pence("ashore 6 months"));
        assertEquals(3, bill.lines().size());
    }
}
