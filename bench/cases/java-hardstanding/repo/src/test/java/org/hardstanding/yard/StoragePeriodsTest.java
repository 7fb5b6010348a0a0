package org.hardstanding.yard;

import static org.junit.Assert.assertEquals;

import java.time.LocalDate;
import org.junit.Test;

public class StoragePeriodsTest {
    @Test
    public void countsTheNightsAshore() {
        assertEquals(10, StoragePeriods.daysBetween(LocalDate.of(2026, 10, 25), LocalDate.of(2026, 11, 4)));
    }

    @Test
    public void chargesAPartMonthAsAWholeOne() {
        assertEquals(2, StoragePeriods.monthsCharged(LocalDate.of(2026, 10, 1), LocalDate.of(2026, 11, 15)));
    }

    @Test(expected = IllegalArgumentException.class)
    public void refusesALiftInBeforeTheLiftOut() {
        StoragePeriods.daysBetween(LocalDate.of(2026, 10, 1), LocalDate.of(2026, 10, 1));
    }
}
