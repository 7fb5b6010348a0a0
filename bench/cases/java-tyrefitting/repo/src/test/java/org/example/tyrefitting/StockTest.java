package org.example.tyrefitting;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class StockTest {

    @Test
    void findsBySizeCheapestFirst() {
        List<StockItem> found = Fixtures.rack().findBySize(TyreSize.parse("205/55 R16 91V"));
        assertEquals(List.of("NX-NB-2055516", "AV-ZV5-2055516", "MI-PS4-2055516"),
                found.stream().map(StockItem::sku).toList());
    }

    @Test
    void outOfStockIsNotFound() {
        assertTrue(Fixtures.rack().findBySize(TyreSize.parse("175/65 R14 82T")).isEmpty());
    }

    @Test
    void suitableKeepsLoadAndSpeed() {
        List<StockItem> suitable = Fixtures.rack().suitableFor(TyreSize.parse("205/55 R16 91V"), 4);
        assertEquals(List.of("AV-ZV5-2055516", "MI-PS4-2055516"), suitable.stream().map(StockItem::sku).toList());
        assertTrue(Fixtures.rack().suitableFor(TyreSize.parse("255/40 R20 101Y"), 4).isEmpty());
    }

    @Test
    void addingTheSameSkuAddsQuantity() {
        Stock stock = Fixtures.rack();
        int before = stock.count();
        stock.add(new StockItem("AV-ZV5-2055516", "Avon", "ZV7", TyreSize.parse("205/55 R16 91V"), 6475, 4));
        assertEquals(12, stock.get("AV-ZV5-2055516").orElseThrow().quantity());
        assertEquals(before + 4, stock.count());
    }

    @Test
    void reserveTakesTyresOffTheRack() {
        Stock stock = Fixtures.rack();
        assertEquals(2, stock.reserve("CO-PC6-2254517", 4).quantity());
        IllegalStateException short_ = assertThrows(IllegalStateException.class,
                () -> stock.reserve("CO-PC6-2254517", 4));
        assertEquals("only 2 of CO-PC6-2254517 in stock, 4 wanted", short_.getMessage());
        assertThrows(IllegalArgumentException.class, () -> stock.reserve("XX", 1));
    }
}
