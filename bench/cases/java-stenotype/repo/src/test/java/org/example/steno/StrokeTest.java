package org.example.steno;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class StrokeTest {

    @Test
    void parsesLeftVowelAndRightKeys() {
        Stroke s = Stroke.parse("KAT");
        assertTrue(s.has(Key.K_LEFT));
        assertTrue(s.has(Key.A));
        assertTrue(s.has(Key.T_RIGHT));
        assertFalse(s.has(Key.T_LEFT));
        assertEquals(3, s.keyCount());
    }

    @Test
    void hyphenMovesToTheRightBank() {
        Stroke s = Stroke.parse("-T");
        assertTrue(s.has(Key.T_RIGHT));
        assertEquals("-T", s.toString());
    }

    @Test
    void repeatedLetterGoesToTheNextKeyInOrder() {
        Stroke s = Stroke.parse("SRS");
        assertTrue(s.has(Key.S_LEFT));
        assertTrue(s.has(Key.R_LEFT));
        assertTrue(s.has(Key.S_RIGHT));
        assertEquals("SR-S", s.toString());
    }

    @Test
    void toStringIsCanonical() {
        assertEquals("KAT", Stroke.parse("KA-T").toString());
        assertEquals("STKPWHR", Stroke.of(Key.R_LEFT, Key.H_LEFT, Key.W_LEFT, Key.P_LEFT, Key.K_LEFT,
                Key.T_LEFT, Key.S_LEFT).toString());
        assertEquals("*", Stroke.parse("*").toString());
    }

    @Test
    void outOfOrderIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> Stroke.parse("TS-"));
        assertThrows(IllegalArgumentException.class, () -> Stroke.parse("AK"));
        assertThrows(IllegalArgumentException.class, () -> Stroke.parse(""));
    }

    @Test
    void equalStrokesAreEqual() {
        assertEquals(Stroke.parse("PWAOEU"), Stroke.parse("PWAOEU"));
        assertEquals(Stroke.parse("PWAOEU").hashCode(), Stroke.parse("PWAOEU").hashCode());
    }
}
