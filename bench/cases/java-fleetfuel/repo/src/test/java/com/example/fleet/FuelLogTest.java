package com.example.fleet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.LocalDate;
import java.time.YearMonth;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class FuelLogTest {
    private FuelLog log;

    @BeforeEach
    void setUp() {
        log = new FuelLog();
        log.register(new Vehicle("HH-AB 12", "Transit", 80));
        log.register(new Vehicle("HH-CD 34", "Sprinter", 93));
        log.record(new Refuel("HH-AB 12", LocalDate.of(2026, 3, 2), 10_000_000, 60_000, 10_440));
        log.record(new Refuel("HH-AB 12", LocalDate.of(2026, 3, 9), 10_850_000, 52_500, 9_135));
        log.record(new Refuel("HH-CD 34", LocalDate.of(2026, 2, 27), 55_000_000, 70_000, 12_180));
        log.record(new Refuel("HH-CD 34", LocalDate.of(2026, 3, 6), 55_700_000, 61_600, 10_718));
    }

    @Test
    void unknownVehiclesCannotRefuel() {
        assertThrows(IllegalArgumentException.class,
                () -> log.record(new Refuel("B-XY 1", LocalDate.of(2026, 3, 1), 1, 1_000, 100)));
    }

    @Test
    void monthlyBillPerVehicle() {
        assertEquals(Map.of("HH-AB 12", 19_575L, "HH-CD 34", 10_718L), log.monthlyBill(YearMonth.of(2026, 3)));
    }
}
