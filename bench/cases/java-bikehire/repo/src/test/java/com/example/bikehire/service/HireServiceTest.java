package com.example.bikehire.service;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.example.bikehire.pricing.BikeType;
import java.time.LocalDateTime;
import java.util.List;
import org.junit.jupiter.api.Test;

class HireServiceTest {
    private static final LocalDateTime NINE = LocalDateTime.of(2026, 5, 4, 9, 0);
    private final HireService service = new HireService();

    private static Hire hire(BikeType bike, int minutes) {
        return new Hire("Iris", bike, NINE, NINE.plusMinutes(minutes));
    }

    @Test
    void exactBlocks() {
        assertEquals(600, service.charge(hire(BikeType.CITY, 60)));
    }

    @Test
    void startedBlockIsCharged() {
        assertEquals(1200, service.charge(hire(BikeType.ELECTRIC, 46)));
    }

    @Test
    void dayCapApplies() {
        assertEquals(4500, service.charge(hire(BikeType.CARGO, 8 * 60)));
    }

    @Test
    void totalOfSeveralHires() {
        assertEquals(150 + 1200 + 800, service.total(List.of(
                hire(BikeType.CITY, 10), hire(BikeType.ELECTRIC, 50), hire(BikeType.CARGO, 30))));
    }

    @Test
    void receipt() {
        assertEquals("Iris, city bike, 20 min: €3.00", service.receipt(hire(BikeType.CITY, 20)));
    }
}
