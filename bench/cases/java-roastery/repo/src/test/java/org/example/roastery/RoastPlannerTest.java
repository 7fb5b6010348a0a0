package org.example.roastery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class RoastPlannerTest {
    private static final List<Order> MONDAY = List.of(
            new Order("Kiln Café", "Huila", "espresso", 12.0),
            new Order("Pressroom", "Sidamo", "filter", 6.0),
            new Order("Tram Stop Deli", "Huila", "espresso", 8.0),
            new Order("Kiln Café", "Huila", "filter", 3.0));

    @Test
    void greenForRoasted() {
        assertEquals(23.6, RoastPlanner.greenFor(20.0), 1e-9);
        assertEquals(7.1, RoastPlanner.greenFor(6.0), 1e-9);
        assertEquals(3.6, RoastPlanner.greenFor(3.0), 1e-9);
    }

    @Test
    void ordersForTheSameLotAndProfileShareDrums() {
        List<PlannedBatch> plan = new RoastPlanner().plan(MONDAY);
        assertEquals(4, plan.size());
        assertEquals("Huila", plan.get(0).lot());
        assertEquals(11.8, plan.get(0).greenKg(), 1e-9);
        assertEquals(11.8, plan.get(1).greenKg(), 1e-9);
        assertEquals("filter", plan.get(2).profile().name());
        assertEquals(7.1, plan.get(2).greenKg(), 1e-9);
        assertEquals(3.6, plan.get(3).greenKg(), 1e-9);
    }

    @Test
    void unknownProfile() {
        assertThrows(IllegalArgumentException.class,
                () -> new RoastPlanner().plan(List.of(new Order("X", "Huila", "cold brew", 5.0))));
    }
}
