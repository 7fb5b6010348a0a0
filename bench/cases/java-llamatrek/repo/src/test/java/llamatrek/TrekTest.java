package llamatrek;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

class TrekTest {

    private static final LocalDate SATURDAY = LocalDate.of(2025, 7, 19);

    @Test
    void assignsTheLeastWalkedLlamas() {
        Herd herd = Fixtures.herd();
        herd.recordOuting("Dougal", SATURDAY.minusDays(3), 8.0);
        Trek trek = new Trek(SATURDAY, Fixtures.tarnRound(), new Party(2, 2, 0), false);

        List<String> names = trek.assign(herd).stream().map(Llama::name).toList();

        assertEquals(List.of("Bramble", "Juniper"), names);
        assertEquals(8.0, herd.kmInWeekBefore("Bramble", SATURDAY.plusDays(1)), 1e-9);
    }

    @Test
    void notEnoughLlamas() {
        Herd herd = Fixtures.herd();
        Trek trek = new Trek(SATURDAY, Fixtures.tarnRound(), Party.adults(11), true);

        IllegalStateException e = assertThrows(IllegalStateException.class, () -> trek.assign(herd));
        assertEquals("Need 6 llamas on 2025-07-19 but only 5 are free", e.getMessage());
    }

    @Test
    void priceAndDeposit() {
        Trek trek = new Trek(SATURDAY, Fixtures.riverAmble(), new Party(2, 1, 0), false);

        assertEquals(2 * 5500 + 3500 + 3 * 1000, trek.price());
        assertEquals(4375, trek.deposit());
    }
}
