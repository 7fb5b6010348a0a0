package org.example.blooddonor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class StockTest {
    @Test
    void countsEveryCompatibleType() {
        Stock s = new Stock().add(BloodType.O_NEG, 10).add(BloodType.A_POS, 25).add(BloodType.A_NEG, 4).add(BloodType.AB_POS, 3);
        assertEquals(10, s.availableFor(BloodType.O_NEG));
        assertEquals(39, s.availableFor(BloodType.A_POS));
        assertEquals(14, s.availableFor(BloodType.A_NEG));
        assertEquals(42, s.availableFor(BloodType.AB_POS));
        assertThrows(IllegalArgumentException.class, () -> s.add(BloodType.O_NEG, -1));
    }
}
