package org.example.florist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Month;
import java.util.List;
import org.junit.jupiter.api.Test;

class BouquetTest {
    @Test
    void pricesStemsWithTheMarkUpAndTheWrap() {
        Bouquet b = new Bouquet().add(Stems.ROSE, 12).add(Stems.EUCALYPTUS, 5).wrap(Wrap.HAND_TIED);
        assertEquals(17, b.stemCount());
        assertEquals((12 * 120 + 5 * 60) * 250 / 100 + 450, b.price());
    }

    @Test
    void addingTheSameStemAddsToTheCount() {
        Bouquet b = new Bouquet().add(Stems.TULIP, 10).add(Stems.TULIP, 5);
        assertEquals(15, b.stemCount());
    }

    @Test
    void listsStemsOutOfSeason() {
        Bouquet b = new Bouquet().add(Stems.PEONY, 5).add(Stems.TULIP, 10).add(Stems.ROSE, 3);
        assertEquals(List.of(Stems.PEONY), b.outOfSeason(Month.MARCH));
        assertEquals(List.of(Stems.TULIP), b.outOfSeason(Month.JUNE));
    }

    @Test
    void refusesNoStems() {
        assertThrows(IllegalArgumentException.class, () -> new Bouquet().add(Stems.ROSE, 0));
    }
}
