package org.example.bellfoundry;

/** Frequencies, cents and the equal-tempered note names a bell's strike note is given. */
public final class Pitch {
    public static final double A4_HZ = 440.0;
    private static final String[] NAMES = {"C", "C#", "D", "Eb", "E", "F", "F#", "G", "Ab", "A", "Bb", "B"};

    private Pitch() {
    }

    /** The interval from one frequency up to another, in cents (negative when the second is lower). */
    public static double cents(double fromHz, double toHz) {
        if (fromHz <= 0 || toHz <= 0) {
            throw new IllegalArgumentException("frequencies must be positive: " + fromHz + ", " + toHz);
        }
        return 1200.0 * Math.log(toHz / fromHz) / Math.log(2.0);
    }

    /** The MIDI number of the equal-tempered note nearest a frequency (69 is A4). */
    public static int nearestMidi(double hz) {
        return (int) Math.round(69 + cents(A4_HZ, hz) / 100.0);
    }

    public static double midiHz(int midi) {
        return A4_HZ * Math.pow(2.0, (midi - 69) / 12.0);
    }

    /** The note's name with its octave, e.g. "D5". */
    public static String noteName(int midi) {
        return NAMES[Math.floorMod(midi, 12)] + (Math.floorDiv(midi, 12) - 1);
    }

    /** The note's name without its octave, as a ring's key is given ("in Eb"). */
    public static String pitchClassName(int midi) {
        return NAMES[Math.floorMod(midi, 12)];
    }

    /** How far a frequency lies from its nearest note, in cents (positive: sharp). */
    public static double centsOff(double hz) {
        return cents(midiHz(nearestMidi(hz)), hz);
    }
}
