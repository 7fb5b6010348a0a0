package kennels;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class PeakSeasonTest {

    private final PeakSeason summer = new PeakSeason("Summer", LocalDate.of(2024, 7, 20), LocalDate.of(2024, 8, 31));

    @Test
    void firstDayIsInTheSeason() {
        assertTrue(summer.contains(LocalDate.of(2024, 7, 20)));
        assertFalse(summer.contains(LocalDate.of(2024, 7, 19)));
    }

    @Test
    void middleOfTheSeason() {
        assertTrue(summer.contains(LocalDate.of(2024, 8, 10)));
        assertFalse(summer.contains(LocalDate.of(2024, 9, 10)));
    }

    @Test
    void lastDayMayNotComeBeforeFirst() {
        assertThrows(IllegalArgumentException.class,
                () -> new PeakSeason("Bad", LocalDate.of(2024, 8, 1), LocalDate.of(2024, 7, 1)));
    }
}
