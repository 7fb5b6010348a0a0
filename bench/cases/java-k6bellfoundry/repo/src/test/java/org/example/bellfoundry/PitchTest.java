package org.example.bellfoundry;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class PitchTest {
    @Test
    void anOctaveIsTwelveHundredCents() {
        assertEquals(1200.0, Pitch.cents(440.0, 880.0), 1e-9);
        assertEquals(-1200.0, Pitch.cents(880.0, 440.0), 1e-9);
    }

    @Test
    void aSemitoneIsAHundred() {
        assertEquals(100.0, Pitch.cents(Pitch.midiHz(69), Pitch.midiHz(70)), 1e-9);
    }

    @Test
    void namesTheNearestNote() {
        assertEquals(69, Pitch.nearestMidi(440.0));
        assertEquals("D5", Pitch.noteName(Pitch.nearestMidi(587.0)));
        assertEquals("Eb4", Pitch.noteName(63));
        assertEquals("Bb", Pitch.pitchClassName(70));
    }

    @Test
    void centsOffIsSignedFromTheNearestNote() {
        assertEquals(19.6, Pitch.centsOff(445.0), 0.05);
        assertEquals(-19.8, Pitch.centsOff(435.0), 0.05);
    }
}
