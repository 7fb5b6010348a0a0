package uk.co.seaholme.guesthouse.pricing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.time.Month;
import java.time.MonthDay;
import org.junit.jupiter.api.Test;

class SeasonCalendarTest {

    private final SeasonCalendar calendar = SeasonCalendar.standard();

    @Test
    void seasonOverTheNewYear() {
        Season christmas = new Season("Christmas", MonthDay.of(Month.DECEMBER, 20), MonthDay.of(Month.JANUARY, 2), 125);
        assertTrue(christmas.contains(LocalDate.of(2024, 12, 20)));
        assertTrue(christmas.contains(LocalDate.of(2025, 1, 2)));
        assertFalse(christmas.contains(LocalDate.of(2025, 1, 3)));
        assertFalse(christmas.contains(LocalDate.of(2024, 12, 19)));
    }

    @Test
    void christmasTakesPrecedenceOverWinter() {
        assertEquals("Christmas", calendar.seasonFor(LocalDate.of(2024, 12, 24)).orElseThrow().name());
        assertEquals("Winter", calendar.seasonFor(LocalDate.of(2025, 1, 3)).orElseThrow().name());
    }

    @Test
    void percentages() {
        assertEquals(130, calendar.percentFor(LocalDate.of(2024, 7, 15)));
        assertEquals(100, calendar.percentFor(LocalDate.of(2024, 7, 14)));
        assertEquals(100, calendar.percentFor(LocalDate.of(2024, 9, 1)));
        assertEquals(80, calendar.percentFor(LocalDate.of(2024, 3, 15)));
        assertEquals(100, calendar.percentFor(LocalDate.of(2024, 3, 16)));
    }

    @Test
    void appliesToTheNearestPenny() {
        assertEquals(12_350, calendar.apply(9_500, LocalDate.of(2024, 8, 1)));
        assertEquals(5_200, calendar.apply(6_500, LocalDate.of(2024, 2, 1)));
        assertEquals(8_125, calendar.apply(6_500, LocalDate.of(2024, 12, 25)));
    }
}
