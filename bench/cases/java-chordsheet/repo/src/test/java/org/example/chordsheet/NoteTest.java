package org.example.chordsheet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class NoteTest {
    @Test
    void readsNaturalsSharpsAndFlats() {
        assertEquals(0, Note.parse("C").pitchClass());
        assertEquals(6, Note.parse("F#").pitchClass());
        assertEquals(10, Note.parse("Bb").pitchClass());
        assertEquals(11, Note.parse("Cb").pitchClass());
        assertEquals(0, Note.parse("B#").pitchClass());
    }

    @Test
    void keepsTheSpellingItWasWrittenIn() {
        assertEquals("Db", Note.parse("Db").name());
        assertEquals("C#", Note.parse("C#").name());
        assertTrue(Note.parse("Db").samePitchAs(Note.parse("C#")));
        assertFalse(Note.parse("Db").equals(Note.parse("C#")));
    }

    @Test
    void respellsWithFlatsOrSharps() {
        assertEquals("Ab", Note.parse("G#").spelled(true).name());
        assertEquals("D#", Note.parse("Eb").spelled(false).name());
        assertEquals("E", Note.parse("E").spelled(true).name());
    }

    @Test
    void rejectsWhatIsNoNote() {
        assertThrows(IllegalArgumentException.class, () -> Note.parse("H"));
        assertThrows(IllegalArgumentException.class, () -> Note.parse("Cx"));
        assertThrows(IllegalArgumentException.class, () -> Note.parse(""));
    }
}
