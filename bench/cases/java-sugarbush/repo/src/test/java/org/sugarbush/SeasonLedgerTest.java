package org.sugarbush;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class SeasonLedgerTest {
    private SeasonLedger ledger;

    @BeforeEach
    void season() {
        ledger = new SeasonLedger(Pricing.standard());
        ledger.record(new Batch("2026-03-02", 12.0, 78.0));
        ledger.record(new Batch("2026-03-09", 40.0, 61.0));
        ledger.record(new Batch("2026-03-17", 35.0, 33.0));
        ledger.record(new Batch("2026-03-28", 18.0, 19.0));
        ledger.record(new Batch("2026-04-04", 8.0, 7.0));
    }

    @Test
    void totalLitres() {
        assertEquals(113.0, ledger.totalLitres(), 1e-9);
    }

    @Test
    void litresByGrade() {
        Map<SyrupGrade, Double> byGrade = ledger.litresByGrade();
        assertEquals(12.0, byGrade.get(SyrupGrade.GOLDEN_DELICATE), 1e-9);
        assertEquals(40.0, byGrade.get(SyrupGrade.AMBER_RICH), 1e-9);
        assertEquals(35.0, byGrade.get(SyrupGrade.DARK_ROBUST), 1e-9);
        assertEquals(26.0, byGrade.get(SyrupGrade.PROCESSING), 1e-9);
    }

    @Test
    void revenue() {
        assertEquals(2568.77, ledger.revenue(), 1e-9);
    }

    @Test
    void revenueByChannel() {
        assertEquals(2344.00, ledger.revenue(SalesChannel.RETAIL), 1e-9);
        assertEquals(224.77, ledger.revenue(SalesChannel.BULK), 1e-9);
    }
}
