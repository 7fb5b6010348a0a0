package com.example.leave;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.LocalDate;
import java.util.Set;
import org.junit.jupiter.api.Test;

class WorkingDaysTest {
    private static final LocalDate MONDAY = LocalDate.of(2025, 3, 3);

    @Test
    void aWholeWeekIsFiveDays() {
        assertEquals(5, WorkingDays.count(MONDAY, MONDAY.plusDays(6), Set.of()));
    }

    @Test
    void holidaysAreFree() {
        assertEquals(4, WorkingDays.count(MONDAY, MONDAY.plusDays(6), Set.of(MONDAY.plusDays(2))));
    }

    @Test
    void aWeekendAloneIsNothing() {
        assertEquals(0, WorkingDays.count(MONDAY.plusDays(5), MONDAY.plusDays(6), Set.of()));
    }

    @Test
    void backwardsIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> WorkingDays.count(MONDAY, MONDAY.minusDays(1), Set.of()));
    }
}
