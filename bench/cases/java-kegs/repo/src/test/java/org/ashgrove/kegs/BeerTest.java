package org.ashgrove.kegs;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

class BeerTest {
    @Test
    void alcoholInAFirkinOfBitter() {
        Beer bitter = new Beer("Ashgrove Bitter", 4.0, 420);
        assertEquals(1.63659, bitter.alcoholLitres(KegSize.FIRKIN.litres()), 1e-4);
    }

    @Test
    void rejectsNonsense() {
        assertThrows(IllegalArgumentException.class, () -> new Beer(" ", 4.0, 400));
        assertThrows(IllegalArgumentException.class, () -> new Beer("X", 45, 400));
        assertThrows(IllegalArgumentException.class, () -> new Beer("X", 4.0, 0));
    }
}
