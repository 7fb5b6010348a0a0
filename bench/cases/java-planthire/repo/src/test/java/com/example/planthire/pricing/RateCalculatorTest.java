package com.example.planthire.pricing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.example.planthire.catalogue.Machine;
import org.junit.jupiter.api.Test;

class RateCalculatorTest {
    static final Machine DUMPER = new Machine("DMP1", "1t high-tip dumper", 4500, 13500, 10000);

    @Test
    void daysAtTheDayRate() {
        assertEquals(4500, RateCalculator.hireCharge(DUMPER, 1));
        assertEquals(9000, RateCalculator.hireCharge(DUMPER, 2));
    }

    @Test
    void daysCappedAtAWeek() {
        assertEquals(13500, RateCalculator.hireCharge(DUMPER, 3));
        assertEquals(13500, RateCalculator.hireCharge(DUMPER, 6));
    }

    @Test
    void weeksAndDays() {
        assertEquals(22500, RateCalculator.hireCharge(DUMPER, 8));
        assertEquals(40500, RateCalculator.hireCharge(DUMPER, 18));
    }

    @Test
    void negativeDays() {
        assertThrows(IllegalArgumentException.class, () -> RateCalculator.hireCharge(DUMPER, -1));
    }
}
