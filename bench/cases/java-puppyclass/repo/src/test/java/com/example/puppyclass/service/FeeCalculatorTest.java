package com.example.puppyclass.service;

import com.example.puppyclass.Fixtures;
import com.example.puppyclass.model.Course;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class FeeCalculatorTest {

    private final FeeCalculator fees = new FeeCalculator();
    private final Course course = Fixtures.puppyCourse(8); // £90.00

    @Test
    void fullFeeInTheLastFourWeeks() {
        assertEquals(9000, fees.fee(course, Fixtures.START.minusWeeks(4).plusDays(1), 0));
        assertEquals(9000, fees.fee(course, Fixtures.START, 0));
    }

    @Test
    void earlyBirdUpToFourWeeksBefore() {
        assertEquals(8100, fees.fee(course, Fixtures.START.minusWeeks(4), 0));
        assertEquals(8100, fees.fee(course, Fixtures.START.minusWeeks(10), 0));
    }

    @Test
    void secondDogOfAnOwner() {
        assertEquals(7650, fees.fee(course, Fixtures.START.minusDays(3), 1));
    }

    @Test
    void onlyTheLargerDiscount() {
        assertEquals(7650, fees.fee(course, Fixtures.START.minusWeeks(6), 2));
    }
}
