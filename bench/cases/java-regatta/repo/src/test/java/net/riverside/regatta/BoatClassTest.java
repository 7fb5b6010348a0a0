package net.riverside.regatta;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class BoatClassTest {

    @Test
    void codesRoundTrip() {
        for (BoatClass b : BoatClass.values()) {
            assertEquals(b, BoatClass.fromCode(b.code()));
        }
    }

    @Test
    void seatsAndCox() {
        assertEquals(8, BoatClass.EIGHT.rowers());
        assertTrue(BoatClass.EIGHT.coxed());
        assertEquals(4, BoatClass.QUAD.rowers());
        assertFalse(BoatClass.QUAD.coxed());
        assertTrue(BoatClass.COXED_FOUR.coxed());
    }

    @Test
    void unknownCode() {
        assertThrows(IllegalArgumentException.class, () -> BoatClass.fromCode("3x"));
    }
}
