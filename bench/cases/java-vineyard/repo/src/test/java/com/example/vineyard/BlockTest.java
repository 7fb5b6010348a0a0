package com.example.vineyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class BlockTest {

    @Test
    void countsVines() {
        assertEquals(5200, Fixtures.N1.vineCount());
        assertEquals(6160, Fixtures.S2.vineCount());
    }

    @Test
    void estimatesCropFromBunchCounts() {
        // 5200 vines x 28 bunches x 110 g
        assertEquals(16.016, Fixtures.N1.estimatedTonnes(), 1e-9);
        assertEquals(11.4048, Fixtures.S1.estimatedTonnes(), 1e-9);
        assertEquals(7.6267, Fixtures.N1.tonnesPerHectare(), 1e-4);
    }

    @Test
    void rejectsEmptyBlocks() {
        assertThrows(IllegalArgumentException.class,
                () -> new Block("X", Variety.RIESLING, 0, 10, 10, 20, 100));
        assertThrows(IllegalArgumentException.class,
                () -> new Block("X", Variety.RIESLING, 1, 0, 10, 20, 100));
        assertThrows(IllegalArgumentException.class,
                () -> new Block("X", null, 1, 10, 10, 20, 100));
        assertThrows(IllegalArgumentException.class,
                () -> new Block("X", Variety.RIESLING, 1, 10, 10, -1, 100));
    }
}
