package org.example.roastery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class BatchTest {
    @Test
    void weightLossAndDegree() {
        Batch batch = new Batch("Huila", 12.0, 10.2);
        assertEquals(15.0, batch.weightLoss(), 1e-9);
        assertEquals("medium", batch.degree());
        assertEquals("light", new Batch("Sidamo", 10.0, 8.8).degree());
        assertEquals("dark", new Batch("Sumatra", 10.0, 8.3).degree());
    }

    @Test
    void roastedMustWeighLessThanGreen() {
        assertThrows(IllegalArgumentException.class, () -> new Batch("Huila", 10.0, 10.0));
    }
}
