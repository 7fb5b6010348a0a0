package com.example.moorings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.example.moorings.model.Boat;
import org.junit.jupiter.api.Test;

class TariffTest {
    private final Tariff tariff = Tariff.standard();

    @Test
    void visitorsPayByTheStartedMetre() {
        assertEquals(11 * 320, tariff.nightly(new Boat("Curlew", 10.2, false)));
        assertEquals(9 * 320, tariff.nightly(new Boat("Tern", 9.0, false)));
    }

    @Test
    void residentsPayTheResidentRate() {
        assertEquals(8 * 95, tariff.nightly(new Boat("Puffin", 7.5, true)));
    }

    @Test
    void chargesForEveryNight() {
        assertEquals(3 * 9 * 320, tariff.forNights(new Boat("Tern", 9.0, false), 3));
        assertThrows(IllegalArgumentException.class, () -> tariff.forNights(new Boat("Tern", 9.0, false), 0));
    }
}
