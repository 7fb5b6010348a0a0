package uk.co.seaholme.guesthouse.pricing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static uk.co.seaholme.guesthouse.Fixtures.COUPLE;
import static uk.co.seaholme.guesthouse.Fixtures.FAMILY;
import static uk.co.seaholme.guesthouse.Fixtures.PARENTS_AND_CHILD;
import static uk.co.seaholme.guesthouse.Fixtures.ROOM_2;
import static uk.co.seaholme.guesthouse.Fixtures.ROOM_5;
import static uk.co.seaholme.guesthouse.Fixtures.ROOM_6;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;
import uk.co.seaholme.guesthouse.model.BoardBasis;
import uk.co.seaholme.guesthouse.model.Stay;

class TariffTest {

    private final Tariff tariff = Tariff.standard();

    @Test
    void roomRateBySeasonAndView() {
        assertEquals(11_000, tariff.roomRate(ROOM_2, LocalDate.of(2024, 6, 10)));
        assertEquals(13_850, tariff.roomRate(ROOM_2, LocalDate.of(2024, 7, 20)));
        assertEquals(7_600, tariff.roomRate(ROOM_6, LocalDate.of(2024, 2, 1)));
    }

    @Test
    void stayIntoTheSummerSeason() {
        Quote quote = tariff.quote(ROOM_2, PARENTS_AND_CHILD, Stay.of(LocalDate.of(2024, 7, 13), 3),
                BoardBasis.BED_AND_BREAKFAST, false);
        assertEquals(4, quote.lines().size());
        assertEquals("Room 2, night of 2024-07-15", quote.lines().get(2).description());
        assertEquals("Bed and breakfast, 3 nights", quote.lines().get(3).description());
        assertEquals(9_000, quote.lines().get(3).pence());
        assertEquals(44_850, quote.totalPence());
    }

    @Test
    void roomOnlyWithADog() {
        Quote quote = tariff.quote(ROOM_5, FAMILY, Stay.of(LocalDate.of(2024, 10, 30), 2), BoardBasis.ROOM_ONLY, true);
        // 30 Oct at the base rate, 31 Oct at the base rate; Winter starts on 1 Nov
        assertEquals(13_500 + 13_500 + 2_000, quote.totalPence());
    }

    @Test
    void halfBoardInWinter() {
        Quote quote = tariff.quote(ROOM_6, COUPLE, Stay.of(LocalDate.of(2024, 11, 8), 2), BoardBasis.HALF_BOARD, false);
        assertEquals(2 * 7_600 + 2 * 6_400, quote.totalPence());
    }
}
