package uk.co.seaholme.guesthouse.housekeeping;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static uk.co.seaholme.guesthouse.Fixtures.COUPLE;
import static uk.co.seaholme.guesthouse.Fixtures.FAMILY;
import static uk.co.seaholme.guesthouse.Fixtures.HOUSE;
import static uk.co.seaholme.guesthouse.Fixtures.ROOM_2;
import static uk.co.seaholme.guesthouse.Fixtures.ROOM_3;
import static uk.co.seaholme.guesthouse.Fixtures.ROOM_5;
import static uk.co.seaholme.guesthouse.Fixtures.SOLO;

import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import uk.co.seaholme.guesthouse.booking.BookingRegister;
import uk.co.seaholme.guesthouse.model.BoardBasis;
import uk.co.seaholme.guesthouse.model.Stay;

class CleaningRotaTest {

    private static final LocalDate MON = LocalDate.of(2024, 9, 9);

    private BookingRegister register;
    private CleaningRota rota;

    @BeforeEach
    void setUp() {
        register = new BookingRegister(HOUSE);
        rota = new CleaningRota(register, 120);
        register.book(ROOM_2, COUPLE, new Stay(MON.minusDays(2), MON), BoardBasis.BED_AND_BREAKFAST, false);
        register.book(ROOM_5, FAMILY, new Stay(MON.minusDays(1), MON.plusDays(3)), BoardBasis.HALF_BOARD, true);
        register.book(ROOM_3, SOLO, new Stay(MON.minusDays(3), MON), BoardBasis.ROOM_ONLY, true);
        register.book(ROOM_2, SOLO, new Stay(MON, MON.plusDays(1)), BoardBasis.ROOM_ONLY, false);
    }

    @Test
    void departuresAndStayovers() {
        List<Task> tasks = rota.tasks(MON);
        assertEquals(List.of(
                new Task("2", TaskKind.FULL_CLEAN, 45),
                new Task("3", TaskKind.FULL_CLEAN, 60),
                new Task("5", TaskKind.TIDY, 20)), tasks);
    }

    @Test
    void staffForTheMorning() {
        assertEquals(125, rota.totalMinutes(MON));
        assertEquals(2, rota.staffNeeded(MON));
        assertEquals(1, rota.staffNeeded(MON.plusDays(1)));
        assertTrue(rota.tasks(MON.plusDays(10)).isEmpty());
    }
}
