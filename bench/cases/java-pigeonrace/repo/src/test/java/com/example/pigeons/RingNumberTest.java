package com.example.pigeons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class RingNumberTest {
    @Test
    void readsTheFourParts() {
        RingNumber ring = RingNumber.parse("GB 26 N 12345");
        assertEquals("GB", ring.country());
        assertEquals(26, ring.year());
        assertEquals("N", ring.union());
        assertEquals(12345, ring.serial());
    }

    @Test
    void printsTheFederationForm() {
        assertEquals("GB 26 NEHU 40410", RingNumber.parse("gb26nehu40410").toString());
        assertEquals("GB 05 N 881", RingNumber.parse("GB05N881").toString());
        assertEquals("GB26NEHU40410", RingNumber.parse(" gb26nehu40410 ").printed());
    }

    @Test
    void theSameRingWrittenEitherWay() {
        assertEquals(RingNumber.parse("GB 26 N 12345"), RingNumber.parse("GB26N12345"));
        assertNotEquals(RingNumber.parse("GB 26 N 12345"), RingNumber.parse("GB 25 N 12345"));
        assertNotEquals(RingNumber.parse("GB 26 N 12345"), RingNumber.parse("GB 26 N 12346"));
    }

    @Test
    void refusesWhatIsNotARing() {
        assertThrows(IllegalArgumentException.class, () -> RingNumber.parse("12345"));
        assertThrows(IllegalArgumentException.class, () -> RingNumber.parse("GB 2026 N 1"));
    }
}
