package com.example.vineyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class VarietyTest {

    @Test
    void looksUpByNameIgnoringCase() {
        assertEquals(Variety.PINOT_NOIR, Variety.byName("  pinot noir ").orElseThrow());
        assertEquals(Variety.SAUVIGNON_BLANC, Variety.byName("SAUVIGNON BLANC").orElseThrow());
        assertTrue(Variety.byName("Merlot").isEmpty());
        assertTrue(Variety.byName(null).isEmpty());
    }

    @Test
    void knowsFiveVarieties() {
        assertEquals(5, Variety.known().size());
        assertEquals(Variety.Colour.WHITE, Variety.RIESLING.colour());
        assertEquals(Variety.Colour.RED, Variety.SHIRAZ.colour());
    }

    @Test
    void rejectsNonsense() {
        assertThrows(IllegalArgumentException.class,
                () -> new Variety(" ", Variety.Colour.RED, 24, 6, 3.5));
        assertThrows(IllegalArgumentException.class,
                () -> new Variety("Gamay", null, 24, 6, 3.5));
        assertThrows(IllegalArgumentException.class,
                () -> new Variety("Gamay", Variety.Colour.RED, 0, 6, 3.5));
    }
}
