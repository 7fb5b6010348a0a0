package scrapyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class TicketDeskTest {

    private final StockLedger stock = new StockLedger();
    private final TicketDesk desk = new TicketDesk(Fixtures.board(), stock);

    @Test
    void numbersTicketsFromOneEachDay() {
        Ticket first = desk.open(Fixtures.MONDAY, Fixtures.trader(), "yj19 kxb", PaymentMethod.BANK_TRANSFER);
        Ticket second = desk.open(Fixtures.MONDAY, Fixtures.householder(), "", PaymentMethod.CHEQUE);
        Ticket next = desk.open(Fixtures.TUESDAY, Fixtures.trader(), "YJ19KXB", PaymentMethod.BANK_TRANSFER);
        assertEquals("240304-001", first.number());
        assertEquals("240304-002", second.number());
        assertEquals("240305-001", next.number());
        assertEquals("YJ19 KXB", first.vehicleReg());
        assertEquals("ON FOOT", second.vehicleReg());
    }

    @Test
    void refusesCash() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> desk.open(Fixtures.MONDAY, Fixtures.trader(), "YJ19 KXB", PaymentMethod.CASH));
        assertTrue(refused.getMessage().contains("may not be paid for in cash"));
    }

    @Test
    void refusesIdCheckedAfterTheSale() {
        assertThrows(IllegalArgumentException.class,
                () -> desk.open(Fixtures.MONDAY.minusDays(1), Fixtures.householder(), "", PaymentMethod.CHEQUE));
    }

    @Test
    void pricesEachWeighingAtTheBoardPriceOfTheDay() {
        Ticket monday = desk.open(Fixtures.MONDAY, Fixtures.trader(), "YJ19 KXB", PaymentMethod.BANK_TRANSFER);
        TicketLine copper = desk.weigh(monday, Weighing.of(Grade.BRIGHT_COPPER, "18.46", "0.90"));
        Ticket tuesday = desk.open(Fixtures.TUESDAY, Fixtures.trader(), "YJ19 KXB", PaymentMethod.BANK_TRANSFER);
        TicketLine later = desk.weigh(tuesday, Weighing.of(Grade.BRIGHT_COPPER, "18.46", "0.90"));

        assertEquals(Mass.kg("17.5"), copper.net());
        assertEquals(108_50, copper.value());
        assertEquals(111_12, later.value());
    }

    @Test
    void totalsAMixedLoad() {
        Ticket ticket = desk.open(Fixtures.MONDAY, Fixtures.trader(), "YJ19 KXB", PaymentMethod.BANK_TRANSFER);
        desk.weigh(ticket, Weighing.of(Grade.HEAVY_IRON, "3456", "2120"));
        desk.weigh(ticket, Weighing.of(Grade.BRASS, "23.47", "0.85"));
        desk.weigh(ticket, Weighing.of(Grade.MIXED_COPPER, "41.0", "1.0").withDeduction(5));
        desk.weigh(ticket, Weighing.of(Grade.BRASS, "5.20", "0.40"));

        assertEquals(279_30 + 85_88 + 212_80 + 18_24, ticket.total());
        assertEquals(Mass.kg("27.4"), ticket.netOf(Grade.BRASS));
    }

    @Test
    void refusesGradesNotOnTheBoard() {
        Ticket ticket = desk.open(Fixtures.MONDAY, Fixtures.trader(), "YJ19 KXB", PaymentMethod.BANK_TRANSFER);
        assertThrows(IllegalStateException.class,
                () -> desk.weigh(ticket, Weighing.of(Grade.INSULATED_CABLE, "30", "1")));
    }

    @Test
    void closingPutsTheLoadIntoStockAndLocksTheTicket() {
        Ticket ticket = desk.open(Fixtures.MONDAY, Fixtures.householder(), "", PaymentMethod.CHEQUE);
        desk.weigh(ticket, Weighing.of(Grade.LEAD, "12.8", "0.3"));
        desk.close(ticket);

        assertEquals(Mass.kg("12.5"), stock.onHand(Grade.LEAD));
        assertEquals(1, desk.closedOn(Fixtures.MONDAY).size());
        assertThrows(IllegalStateException.class,
                () -> desk.weigh(ticket, Weighing.of(Grade.LEAD, "2", "0")));
        Ticket empty = desk.open(LocalDate.of(2024, 3, 6), Fixtures.householder(), "", PaymentMethod.CHEQUE);
        assertThrows(IllegalStateException.class, () -> desk.close(empty));
    }
}
