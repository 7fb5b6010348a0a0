package org.example.chordsheet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class KeyTest {
    @Test
    void readsMajorAndMinorKeys() {
        Key em = Key.parse("Em");
        assertEquals(4, em.tonic().pitchClass());
        assertTrue(em.isMinor());
        assertFalse(Key.parse("Bb").isMinor());
        assertEquals("F#m", Key.parse(" F#m ").toString());
        assertThrows(IllegalArgumentException.class, () -> Key.parse("X"));
    }

    @Test
    void knowsWhichKeysAreWrittenWithFlats() {
        assertTrue(Key.parse("F").usesFlats());
        assertTrue(Key.parse("Eb").usesFlats());
        assertTrue(Key.parse("Dm").usesFlats());
        assertFalse(Key.parse("D").usesFlats());
        assertFalse(Key.parse("Em").usesFlats());
        assertFalse(Key.parse("C").usesFlats());
    }

    @Test
    void takesTheShortestWay() {
        assertEquals(2, Key.parse("G").semitonesTo(Key.parse("A")));
        assertEquals(-2, Key.parse("A").semitonesTo(Key.parse("G")));
        assertEquals(6, Key.parse("C").semitonesTo(Key.parse("F#")));
        assertEquals(-5, Key.parse("E").semitonesTo(Key.parse("B")));
        assertEquals(0, Key.parse("Db").semitonesTo(Key.parse("C#")));
    }

    @Test
    void transposedKeyIsSpelledAsItIsWritten() {
        assertEquals("Bb", Key.parse("G").transpose(3).toString());
        assertEquals("Bb", Key.parse("C").transpose(-2).toString());
        assertEquals("G#m", Key.parse("Em").transpose(4).toString());
        assertEquals("Gm", Key.parse("Am").transpose(-2).toString());
        assertEquals("Ab", Key.parse("Db").transpose(-5).toString());
    }
}
