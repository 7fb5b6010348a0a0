package org.example.bellfoundry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

class BellTest {
    private final Bell tenor = Bell.of(6, Weight.ofCwt(12, 2, 7), 1092, 587.3);

    @Test
    void strikesTheNoteNearestItsNominal() {
        assertEquals("D5", tenor.strikeNote());
    }

    @Test
    void idealPartialsAreFractionsOfTheNominal() {
        assertEquals(146.825, tenor.idealHz(Partial.HUM), 1e-9);
        assertEquals(352.38, tenor.idealHz(Partial.TIERCE), 1e-9);
        assertEquals(587.3, tenor.idealHz(Partial.NOMINAL), 1e-9);
    }

    @Test
    void keepsMeasuredPartials() {
        Bell tuned = tenor.withPartial(Partial.HUM, 146.1);
        assertEquals(146.1, tuned.measured(Partial.HUM).orElseThrow(), 1e-9);
        assertTrue(tenor.measured(Partial.HUM).isEmpty());
    }

    @Test
    void needsANominal() {
        assertThrows(IllegalArgumentException.class,
                () -> new Bell(1, Weight.ofPounds(300), 600, Map.of(Partial.HUM, 250.0)));
    }
}
