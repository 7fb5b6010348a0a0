package com.example.stockroom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class WarehouseTest {
    @Test
    void receivingAddsToOnHand() {
        Warehouse warehouse = new Warehouse();
        warehouse.receive("MUG-01", 12, "DEL-1");
        warehouse.receive("MUG-01", 6, "DEL-2");
        assertEquals(18, warehouse.onHand("MUG-01"));
        assertEquals(0, warehouse.onHand("CUP-09"));
    }

    @Test
    void shippingTakesFromOnHand() {
        Warehouse warehouse = new Warehouse();
        warehouse.receive("MUG-01", 12, "DEL-1");
        warehouse.receive("TEA-20", 40, "DEL-1");
        warehouse.ship(new Order("SO-100", List.of(new OrderLine("MUG-01", 5), new OrderLine("TEA-20", 10))));
        assertEquals(7, warehouse.onHand("MUG-01"));
        assertEquals(30, warehouse.onHand("TEA-20"));
    }

    @Test
    void receivingNothingIsRefused() {
        Warehouse warehouse = new Warehouse();
        assertThrows(IllegalArgumentException.class, () -> warehouse.receive("MUG-01", 0, "DEL-1"));
    }

    @Test
    void skusAreListedInOrder() {
        Warehouse warehouse = new Warehouse();
        warehouse.receive("TEA-20", 1, "DEL-1");
        warehouse.receive("MUG-01", 1, "DEL-1");
        assertEquals(Set.of("MUG-01", "TEA-20"), warehouse.skus());
        assertEquals("MUG-01", warehouse.skus().iterator().next());
    }
}
