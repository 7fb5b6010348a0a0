package org.example.rigging;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class SlingTest {

    @Test
    void tensionGrowsWithTheLegAngle() {
        assertEquals(1.0, Sling.tensionFactor(0), 1e-9);
        assertEquals(2.0, Sling.tensionFactor(60), 1e-9);
        assertThrows(IllegalArgumentException.class, () -> Sling.tensionFactor(90));
    }

    @Test
    void twoLegCapacityAtThirtyDegrees() {
        Sling s = new Sling("WR-13 2-leg", 2000, 2, Hitch.VERTICAL);
        assertEquals(3464.1, s.capacityKg(30), 0.1);
    }

    @Test
    void fourLegsAreRatedAsTwo() {
        Sling four = new Sling("CH-10 4-leg", 3150, 4, Hitch.VERTICAL);
        Sling two = new Sling("CH-10 2-leg", 3150, 2, Hitch.VERTICAL);
        assertEquals(two.capacityKg(45), four.capacityKg(45), 1e-9);
    }

    @Test
    void chokerHitchDerates() {
        Sling s = new Sling("RS-3", 3000, 1, Hitch.CHOKER);
        assertEquals(2400, s.capacityKg(0), 1e-9);
    }

    @Test
    void legsAreLimited() {
        assertThrows(IllegalArgumentException.class, () -> new Sling("x", 1000, 5, Hitch.VERTICAL));
        assertThrows(IllegalArgumentException.class, () -> new Sling("x", 0, 2, Hitch.VERTICAL));
    }
}
