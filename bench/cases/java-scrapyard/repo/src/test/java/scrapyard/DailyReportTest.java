package scrapyard;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class DailyReportTest {

    private final TicketDesk desk = new TicketDesk(Fixtures.board(), new StockLedger());
    private final DailyReport report = new DailyReport(desk);

    @Test
    void summarisesTheDaysIntakeByGrade() {
        Ticket van = desk.open(Fixtures.MONDAY, Fixtures.trader(), "YJ19 KXB", PaymentMethod.BANK_TRANSFER);
        desk.weigh(van, Weighing.of(Grade.HEAVY_IRON, "3456", "2120"));
        desk.weigh(van, Weighing.of(Grade.MIXED_COPPER, "41.0", "1.0").withDeduction(5));
        desk.close(van);
        Ticket bag = desk.open(Fixtures.MONDAY, Fixtures.householder(), "", PaymentMethod.CHEQUE);
        desk.weigh(bag, Weighing.of(Grade.BRASS, "23.47", "0.85"));
        desk.weigh(bag, Weighing.of(Grade.MIXED_COPPER, "6.3", "0.2"));
        desk.close(bag);
        Ticket open = desk.open(Fixtures.MONDAY, Fixtures.householder(), "", PaymentMethod.CHEQUE);
        desk.weigh(open, Weighing.of(Grade.LEAD, "5", "0"));

        String expected = String.join("\n",
                "Intake Mon 4 Mar 2024",
                "  Mixed copper                44.1 kg      £246.96",
                "  Brass                       22.6 kg       £85.88",
                "  Heavy iron and steel      1330.0 kg      £279.30",
                "  2 tickets, paid £612.14",
                "");
        assertEquals(expected, report.render(Fixtures.MONDAY));
    }

    @Test
    void saysSoWhenNothingCameIn() {
        assertEquals("Intake Tue 5 Mar 2024\n  no tickets\n", report.render(Fixtures.TUESDAY));
    }
}
