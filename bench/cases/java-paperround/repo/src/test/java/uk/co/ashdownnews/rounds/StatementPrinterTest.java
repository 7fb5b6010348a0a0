package uk.co.ashdownnews.rounds;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class StatementPrinterTest {

    private final Billing billing = new Billing(Shop.accounts());
    private final StatementPrinter printer = new StatementPrinter();

    @Test
    void weeklyStatement() {
        assertEquals(List.of(
                "Mrs P. Hollis, 3 Church Lane",
                "Account A101  4 Mar 2024 to 10 Mar 2024",
                "Daily Telegraph        x6         £14.00",
                "The Observer           x1          £3.50",
                "Radio Times            x1          £3.25",
                "Delivery, 1 week                   £2.60",
                "----------------------------------------",
                "Total                             £23.35"),
                printer.print(billing.bill("A101", Shop.MON, Shop.SUN)));
    }

    @Test
    void statementWhileAway() {
        assertEquals(List.of(
                "Revd S. Marsh, The Vicarage",
                "Account A103  4 Mar 2024 to 10 Mar 2024",
                "Daily Telegraph        x3          £7.40",
                "Delivery, 1 week                   £2.60",
                "----------------------------------------",
                "Total                             £10.00"),
                printer.print(billing.bill("A103", Shop.MON, Shop.SUN)));
    }

    @Test
    void padsToTheWidth() {
        assertEquals(40, StatementPrinter.pad("Total", "£1.00").length());
    }
}
