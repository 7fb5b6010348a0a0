package com.example.moorings.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class BerthCodeTest {
    @Test
    void parsesACode() {
        BerthCode code = BerthCode.parse(" b12 ");
        assertEquals('B', code.pontoon());
        assertEquals(12, code.number());
        assertEquals("B12", code.toString());
    }

    @Test
    void refusesWhatIsNotACode() {
        assertThrows(IllegalArgumentException.class, () -> BerthCode.parse("12B"));
        assertThrows(IllegalArgumentException.class, () -> BerthCode.parse("B"));
        assertThrows(IllegalArgumentException.class, () -> BerthCode.parse("B0"));
    }

    @Test
    void refusesABadPontoon() {
        assertThrows(IllegalArgumentException.class, () -> BerthCode.of('7', 3));
    }
}
