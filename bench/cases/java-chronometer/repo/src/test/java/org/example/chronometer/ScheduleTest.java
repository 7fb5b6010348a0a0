package org.example.chronometer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class ScheduleTest {

    @Test
    void twoDaysInEachPosition() {
        assertEquals(Position.CROWN_UP, Schedule.position(1));
        assertEquals(Position.CROWN_UP, Schedule.position(2));
        assertEquals(Position.CROWN_LEFT, Schedule.position(3));
        assertEquals(Position.DIAL_DOWN, Schedule.position(8));
        assertEquals(Position.DIAL_UP, Schedule.position(10));
    }

    @Test
    void thermalDaysLieDialUp() {
        assertEquals(Position.DIAL_UP, Schedule.position(11));
        assertEquals(8.0, Schedule.temperature(11));
        assertEquals(23.0, Schedule.temperature(12));
        assertEquals(38.0, Schedule.temperature(13));
        assertEquals(Position.CROWN_UP, Schedule.position(14));
    }

    @Test
    void ratesAreTheDailyChangeInError() {
        List<DailyRate> rates = Schedule.rates(Sheets.errors(Sheets.GOOD));
        assertEquals(14, rates.size());
        assertEquals(new DailyRate(1, Position.CROWN_UP, 23.0, 5.0), rates.get(0));
        assertEquals(new DailyRate(13, Position.DIAL_UP, 38.0, -2.3), rates.get(12));
    }

    @Test
    void needsAReadingForEveryDay() {
        assertThrows(IllegalArgumentException.class, () -> Schedule.rates(new double[] {0.0, 1.0}));
        assertThrows(IllegalArgumentException.class, () -> Schedule.position(15));
    }
}
