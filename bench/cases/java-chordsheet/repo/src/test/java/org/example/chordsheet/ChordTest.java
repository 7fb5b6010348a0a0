package org.example.chordsheet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ChordTest {
    @Test
    void readsRootQualityAndBass() {
        Chord chord = Chord.parse("F#m7/C#");
        assertEquals(6, chord.root().pitchClass());
        assertEquals("m7", chord.quality());
        assertEquals(1, chord.bass().pitchClass());
        assertTrue(chord.isMinor());
    }

    @Test
    void printsAsWritten() {
        for (String symbol : new String[] {"C", "Am", "Cmaj7", "Dsus4", "G/B", "E7#9", "Bbadd9", "Am7b5", "Ddim", "Caug"}) {
            assertEquals(symbol, Chord.parse(symbol).toString());
        }
    }

    @Test
    void majorSeventhIsNoMinor() {
        assertFalse(Chord.parse("Cmaj7").isMinor());
        assertTrue(Chord.parse("Cmin").isMinor());
    }

    @Test
    void wordsAreNoChords() {
        assertNull(Chord.tryParse("Amazing"));
        assertNull(Chord.tryParse("Be"));
        assertNull(Chord.tryParse("grace"));
        assertNull(Chord.tryParse("|"));
    }

    @Test
    void transposesUp() {
        assertEquals("A", Chord.parse("G").transpose(2, false).toString());
        assertEquals("C#m7", Chord.parse("Bm7").transpose(2, false).toString());
        assertEquals("Eb/G", Chord.parse("D/F#").transpose(1, true).toString());
    }

    @Test
    void transposesDownAcrossC() {
        assertEquals("A", Chord.parse("C").transpose(-3, false).toString());
        assertEquals("Bb/D", Chord.parse("C/E").transpose(-2, true).toString());
        assertEquals("F#m", Chord.parse("Am").transpose(-3, false).toString());
    }
}
