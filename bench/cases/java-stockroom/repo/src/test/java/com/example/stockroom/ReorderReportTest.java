package com.example.stockroom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ReorderReportTest {
    private static Warehouse stocked() {
        Warehouse warehouse = new Warehouse();
        warehouse.receive("MUG-01", 20, "DEL-1");
        warehouse.receive("TEA-20", 50, "DEL-1");
        warehouse.receive("CUP-09", 8, "DEL-1");
        return warehouse;
    }

    @Test
    void listsSkusAtOrBelowTheirReorderPoint() {
        Warehouse warehouse = stocked();
        warehouse.ship(new Order("SO-1", List.of(new OrderLine("MUG-01", 15), new OrderLine("TEA-20", 5))));
        ReorderReport report = new ReorderReport(warehouse, Map.of("MUG-01", 5, "TEA-20", 10, "CUP-09", 8));
        assertEquals(
                List.of(new ReorderReport.Line("CUP-09", 8, 8), new ReorderReport.Line("MUG-01", 5, 5)),
                report.lines());
    }

    @Test
    void nothingDueWhenWellStocked() {
        ReorderReport report = new ReorderReport(stocked(), Map.of("MUG-01", 5));
        assertTrue(report.isEmpty());
    }

    @Test
    void shortfallIsHowFarBelowThePoint() {
        assertEquals(3, new ReorderReport.Line("MUG-01", 2, 5).shortfall());
        assertEquals(0, new ReorderReport.Line("MUG-01", 5, 5).shortfall());
    }
}
