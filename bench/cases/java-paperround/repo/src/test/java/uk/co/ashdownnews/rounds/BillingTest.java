package uk.co.ashdownnews.rounds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class BillingTest {

    private final Billing billing = new Billing(Shop.accounts());

    @Test
    void weekOfDailiesSundayAndWeekly() {
        Bill bill = billing.bill("A101", Shop.MON, Shop.SUN);
        // five weekdays at 2.20, Saturday at 3.00
        assertEquals(6, bill.line("TEL").issues());
        assertEquals(Money.parse("14.00"), bill.line("TEL").amount());
        assertEquals(Money.parse("3.50"), bill.line("OBS").amount());
        assertEquals(Money.parse("3.25"), bill.line("RT").amount());
        assertEquals(1, bill.chargedWeeks());
        assertEquals(Money.parse("23.35"), bill.total());
    }

    @Test
    void saturdayOnlyOrder() {
        Bill bill = billing.bill("A102", Shop.MON, Shop.SUN);
        assertEquals(1, bill.line("GRD").issues());
        assertEquals(Money.parse("3.50"), bill.line("GRD").amount());
        assertEquals(Money.parse("9.60"), bill.total());
    }

    @Test
    void nothingChargedWhileAway() {
        Bill bill = billing.bill("A103", Shop.MON, Shop.SUN);
        // Monday, Friday and Saturday only; Country Life comes out on the Thursday away
        assertEquals(3, bill.line("TEL").issues());
        assertEquals(Money.parse("7.40"), bill.line("TEL").amount());
        assertNull(bill.line("CL"));
        assertEquals(Money.parse("10.00"), bill.total());
    }

    @Test
    void noDeliveryChargeForAWeekAway() {
        Bill bill = billing.bill("A105", Shop.MON, Shop.SUN.plusWeeks(1));
        assertEquals(1, bill.issues());
        assertEquals(1, bill.chargedWeeks());
        assertEquals(Money.parse("5.85"), bill.total());
    }

    @Test
    void monthCrossesWeeks() {
        // Friday 1 March to Sunday 31 March: five partial or whole weeks
        Bill bill = billing.bill("A104", Shop.MON.minusDays(3), Shop.MON.plusDays(27));
        assertEquals(26, bill.line("GRD").issues());
        assertEquals(Money.parse("70.00"), bill.line("GRD").amount());
        assertEquals(1, bill.line("GW").issues());
        assertEquals(5, bill.chargedWeeks());
        assertEquals(Money.parse("91.49"), bill.total());
    }

    @Test
    void roundBillsSkipNothingToPay() {
        List<Bill> bills = billing.billRound("R1", Shop.MON.plusWeeks(1), Shop.SUN.plusWeeks(1));
        assertEquals(List.of("A102", "A101", "A103"),
                bills.stream().map(b -> b.customer().account()).toList());
    }

    @Test
    void periodMustRunForwards() {
        assertThrows(IllegalArgumentException.class, () -> billing.bill("A101", Shop.SUN, Shop.MON));
    }
}
