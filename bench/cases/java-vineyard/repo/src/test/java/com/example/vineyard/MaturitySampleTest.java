package com.example.vineyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class MaturitySampleTest {

    @Test
    void potentialAlcoholFromBrix() {
        MaturitySample s = Fixtures.sample("S2", "2024-03-04", 24.0, 6.0, 3.6);
        assertEquals(13.2, s.potentialAlcohol(), 1e-9);
    }

    @Test
    void sugarAcidRatio() {
        MaturitySample s = Fixtures.sample("N1", "2024-03-04", 21.0, 7.0, 3.3);
        assertEquals(3.0, s.sugarAcidRatio(), 1e-9);
        MaturitySample noAcid = Fixtures.sample("N1", "2024-03-04", 21.0, 0.0, 3.3);
        assertThrows(IllegalStateException.class, noAcid::sugarAcidRatio);
    }

    @Test
    void rejectsImpossibleReadings() {
        assertThrows(IllegalArgumentException.class,
                () -> Fixtures.sample("N1", "2024-03-04", -1, 7, 3.3));
        assertThrows(IllegalArgumentException.class,
                () -> Fixtures.sample("N1", "2024-03-04", 21, 7, 7.1));
        assertThrows(IllegalArgumentException.class,
                () -> new MaturitySample("N1", null, 21, 7, 3.3, 1.1));
    }
}
