package org.example.chordsheet;

import java.util.Set;

/** A major or minor key, written as its tonic with an 'm' for minor (G, Em, Bb, F#m). */
public final class Key {
    /** Pitch classes of the major keys written with flats: F, Bb, Eb, Ab, Db, Gb. */
    private static final Set<Integer> FLAT_MAJORS = Set.of(5, 10, 3, 8, 1, 6);
    /** Pitch classes of the minor keys written with flats: Dm, Gm, Cm, Fm, Bbm, Ebm. */
    private static final Set<Integer> FLAT_MINORS = Set.of(2, 7, 0, 5, 10, 3);

    private final Note tonic;
    private final boolean minor;

    public Key(Note tonic, boolean minor) {
        this.tonic = tonic;
        this.minor = minor;
    }

    public static Key parse(String text) {
        String t = text.strip();
        boolean minor = t.endsWith("m");
        Note tonic = Note.tryParse(minor ? t.substring(0, t.length() - 1) : t);
        if (tonic == null) {
            throw new IllegalArgumentException("not a key: '" + text + "'");
        }
        return new Key(tonic, minor);
    }

    public Note tonic() {
        return tonic;
    }

    public boolean isMinor() {
        return minor;
    }

    /** Whether the chords of this key are written with flats (Bb, Eb) rather than sharps. */
    public boolean usesFlats() {
        return usesFlats(tonic.pitchClass(), minor);
    }

    private static boolean usesFlats(int pitchClass, boolean minor) {
        return (minor ? FLAT_MINORS : FLAT_MAJORS).contains(pitchClass);
    }

    /**
     * The shortest move from this key to another, in semitones: up to 6 up, or down (negative) when that is
     * shorter. G to A is 2, A to G is -2, C to F# is 6.
     */
    public int semitonesTo(Key other) {
        int up = Math.floorMod(other.tonic.pitchClass() - tonic.pitchClass(), 12);
        return up > 6 ? up - 12 : up;
    }

    /** The key a number of semitones up (or down, negative), its tonic spelled as that key is written. */
    public Key transpose(int semitones) {
        int pc = Math.floorMod(tonic.pitchClass() + semitones, 12);
        return new Key(new Note(pc, usesFlats(pc, minor)), minor);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Key other && other.tonic.samePitchAs(tonic) && other.minor == minor;
    }

    @Override
    public int hashCode() {
        return tonic.pitchClass() * 2 + (minor ? 1 : 0);
    }

    @Override
    public String toString() {
        return tonic.name() + (minor ? "m" : "");
    }
}
