package uk.co.pinehurst.uniforms;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

class GarmentTest {

    @Test
    void rejectsBlankCode() {
        assertThrows(IllegalArgumentException.class, () -> new Garment(" ", "x", 100, false));
    }

    @Test
    void rejectsFreeGarments() {
        assertThrows(IllegalArgumentException.class, () -> new Garment("X", "x", 0, false));
    }
}
