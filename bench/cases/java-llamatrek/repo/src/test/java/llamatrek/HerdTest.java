package llamatrek;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

class HerdTest {

    private static final LocalDate TUESDAY = LocalDate.of(2025, 7, 15);

    @Test
    void restDayAfterATrek() {
        Herd herd = Fixtures.herd();
        herd.recordOuting("Bramble", TUESDAY, 8.0);

        assertFalse(herd.isAvailable("Bramble", TUESDAY, 2.8));
        assertFalse(herd.isAvailable("Bramble", TUESDAY.plusDays(1), 2.8));
        assertTrue(herd.isAvailable("Bramble", TUESDAY.plusDays(2), 2.8));
    }

    @Test
    void weeklyDistance() {
        Herd herd = Fixtures.herd();
        herd.recordOuting("Dougal", TUESDAY.minusDays(7), 9.0);
        herd.recordOuting("Dougal", TUESDAY.minusDays(5), 8.0);
        herd.recordOuting("Dougal", TUESDAY.minusDays(2), 8.0);

        assertEquals(25.0, herd.kmInWeekBefore("Dougal", TUESDAY), 1e-9);
        assertTrue(herd.isAvailable("Dougal", TUESDAY, 5.0));
        assertFalse(herd.isAvailable("Dougal", TUESDAY, 5.1));
        assertEquals(16.0, herd.kmInWeekBefore("Dougal", TUESDAY.plusDays(1)), 1e-9);
    }

    @Test
    void availableLeastWalkedFirst() {
        Herd herd = Fixtures.herd();
        herd.recordOuting("Bramble", TUESDAY.minusDays(3), 8.0);
        herd.recordOuting("Rowan", TUESDAY.minusDays(4), 2.8);
        herd.recordOuting("Juniper", TUESDAY.minusDays(1), 2.8);

        List<String> names = herd.availableFor(TUESDAY, 8.0).stream().map(Llama::name).toList();

        assertEquals(List.of("Dougal", "Pip", "Rowan", "Bramble"), names);
    }

    @Test
    void namesAreUnique() {
        Herd herd = Fixtures.herd();
        assertThrows(IllegalArgumentException.class,
                () -> herd.add(new Llama("Pip", LocalDate.of(2022, 1, 1), 100)));
        assertThrows(IllegalArgumentException.class, () -> herd.get("Percy"));
    }
}
