package handyman.billing;

import handyman.Fixtures;
import handyman.money.Money;
import org.junit.jupiter.api.Test;

import java.time.LocalDate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class InvoicerTest {

    private static final LocalDate ISSUED = LocalDate.of(2024, 5, 3);

    private final Invoicer invoicer = new Invoicer(Fixtures.quoter());

    @Test
    void numberedPerYear() {
        assertEquals("INV-2024-0001", invoicer.invoice(Fixtures.backDoor(), ISSUED, Money.ZERO).number());
        assertEquals("INV-2024-0002", invoicer.invoice(Fixtures.bathroom(), ISSUED, Money.ZERO).number());
        assertEquals("INV-2025-0001",
                invoicer.invoice(Fixtures.backDoor(), LocalDate.of(2025, 1, 2), Money.ZERO).number());
    }

    @Test
    void depositComesOffTheBalance() {
        Invoice invoice = invoicer.invoice(Fixtures.bathroom(), ISSUED, Money.pounds("100.00"));
        assertEquals(Money.pounds("360.02"), invoice.total());
        assertEquals(Money.pounds("260.02"), invoice.balanceDue());
        assertEquals(LocalDate.of(2024, 5, 17), invoice.due());
    }

    @Test
    void overdueOnlyWithABalanceAfterTheDueDate() {
        Invoice invoice = invoicer.invoice(Fixtures.backDoor(), ISSUED, Money.pounds("50.00"));
        assertFalse(invoice.overdue(LocalDate.of(2024, 5, 17)));
        assertTrue(invoice.overdue(LocalDate.of(2024, 5, 18)));
        Invoice paidUpFront = invoicer.invoice(Fixtures.backDoor(), ISSUED, Money.pounds("150.00"));
        assertEquals(Money.ZERO, paidUpFront.balanceDue());
        assertFalse(paidUpFront.overdue(LocalDate.of(2024, 6, 30)));
        assertThrows(IllegalArgumentException.class,
                () -> invoicer.invoice(Fixtures.backDoor(), ISSUED, Money.pence(-1)));
    }

    @Test
    void statement() {
        Invoice invoice = invoicer.invoice(Fixtures.backDoor(), ISSUED, Money.pounds("50.00"));
        String expected = String.join("\n",
                "Invoice INV-2024-0001 for job J-1043",
                "Labour, carpentry, 1 h 45 min                    £73.50",
                "  1 box wood screws, box of 200                   £9.19",
                "Call-out                                         £35.00",
                "Net                                             £117.69",
                "VAT                                              £23.54",
                "Total                                           £141.23",
                "Deposit paid                                     £50.00",
                "Balance due by 2024-05-17                        £91.23",
                "");
        assertEquals(expected, invoicer.statement(invoice));
    }
}
