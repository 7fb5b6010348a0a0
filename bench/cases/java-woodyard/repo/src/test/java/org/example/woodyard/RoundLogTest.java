package org.example.woodyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

class RoundLogTest {

    @Test
    void volumeByHubersFormula() {
        RoundLog log = new RoundLog("A1", Species.OAK, 400, 50, 2);
        assertEquals(new BigDecimal("0.785"), log.volumeM3());
    }

    @Test
    void smallLogVolume() {
        RoundLog log = new RoundLog("A2", Species.LARCH, 250, 18, 9);
        assertEquals(new BigDecimal("0.064"), log.volumeM3());
    }

    @Test
    void rejectsNonPositiveSizes() {
        assertThrows(IllegalArgumentException.class, () -> new RoundLog("X", Species.ASH, 0, 30, 0));
        assertThrows(IllegalArgumentException.class, () -> new RoundLog("X", Species.ASH, 300, -1, 0));
        assertThrows(IllegalArgumentException.class, () -> new RoundLog("X", Species.ASH, 300, 30, -2));
    }

    @Test
    void speciesParsesLabels() {
        assertEquals(Species.DOUGLAS_FIR, Species.parse("Douglas fir"));
        assertEquals(Species.SITKA_SPRUCE, Species.parse(" sitka_spruce "));
        assertThrows(IllegalArgumentException.class, () -> Species.parse("elm"));
    }
}
