package scrapyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class StockLedgerTest {

    private final PriceBoard board = Fixtures.board();
    private final StockLedger stock = new StockLedger();
    private final TicketDesk desk = new TicketDesk(board, stock);

    private void buy(Weighing... weighings) {
        Ticket ticket = desk.open(Fixtures.MONDAY, Fixtures.trader(), "YJ19 KXB", PaymentMethod.BANK_TRANSFER);
        for (Weighing weighing : weighings) {
            desk.weigh(ticket, weighing);
        }
        desk.close(ticket);
    }

    @Test
    void addsUpIntakeByGrade() {
        buy(Weighing.of(Grade.HEAVY_IRON, "3456", "2120"), Weighing.of(Grade.BRASS, "23.47", "0.85"));
        buy(Weighing.of(Grade.HEAVY_IRON, "2990", "2120"));
        assertEquals(Mass.ofKg(2_200), stock.onHand(Grade.HEAVY_IRON));
        assertEquals(Mass.kg("22.6"), stock.onHand(Grade.BRASS));
        assertEquals(Mass.ZERO, stock.onHand(Grade.LEAD));
    }

    @Test
    void despatchTakesStockOutButNeverBelowNothing() {
        buy(Weighing.of(Grade.HEAVY_IRON, "3456", "2120"));
        stock.despatch(Grade.HEAVY_IRON, Mass.ofKg(1_000));
        assertEquals(Mass.ofKg(330), stock.onHand(Grade.HEAVY_IRON));
        assertThrows(IllegalStateException.class, () -> stock.despatch(Grade.HEAVY_IRON, Mass.ofKg(340)));
    }

    @Test
    void valuesStockAtTheBoard() {
        buy(Weighing.of(Grade.HEAVY_IRON, "3456", "2120"), Weighing.of(Grade.BRIGHT_COPPER, "18.46", "0.90"));
        assertEquals(279_30 + 108_50, stock.valueAt(board, Fixtures.MONDAY));
        assertEquals(279_30 + 111_12, stock.valueAt(board, Fixtures.TUESDAY));
    }
}
