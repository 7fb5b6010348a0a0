package org.example.chordsheet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ChordLineTest {
    @Test
    void tellsChordLinesFromLyrics() {
        assertTrue(ChordLine.isChordLine("G        D/F#   Em"));
        assertFalse(ChordLine.isChordLine("Oh the summer time is coming"));
        assertFalse(ChordLine.isChordLine("A  place  to  be"));
        assertFalse(ChordLine.isChordLine("   "));
    }

    @Test
    void keepsTheColumns() {
        ChordLine line = ChordLine.parse("G        D/F#   Em");
        assertEquals(0, line.chords().get(0).column());
        assertEquals(9, line.chords().get(1).column());
        assertEquals(16, line.chords().get(2).column());
        assertEquals("A        E/G#   F#m", line.transpose(2, false).render());
    }

    @Test
    void pushesAChordThatWouldTouchTheOneBefore() {
        ChordLine line = ChordLine.parse("  A D E");
        assertEquals("  Bb Eb F", line.transpose(1, true).render());
    }

    @Test
    void transposesDown() {
        assertEquals("  F  Bb C7", ChordLine.parse("  G  C  D7").transpose(-2, true).render());
    }
}
