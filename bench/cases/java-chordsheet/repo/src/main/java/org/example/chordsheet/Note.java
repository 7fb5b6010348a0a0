package org.example.chordsheet;

/**
 * A pitch class (0 = C up to 11 = B) together with the spelling it is printed in: with sharps (C#, F#) or with
 * flats (Db, Gb). Two notes are the same pitch whatever their spelling; equals compares the spelling too.
 */
public final class Note {
    private static final String[] SHARP_NAMES = {"C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"};
    private static final String[] FLAT_NAMES = {"C", "Db", "D", "Eb", "E", "F", "Gb", "G", "Ab", "A", "Bb", "B"};
    /** The natural notes at their pitch class: the index of a letter in this string is its pitch class. */
    private static final String LETTERS = "C D EF G A B";

    private final int pitchClass;
    private final boolean flat;

    Note(int pitchClass, boolean flat) {
        this.pitchClass = pitchClass;
        this.flat = flat;
    }

    /** Reads a note name: a letter A to G, then optionally '#' or 'b' (C, F#, Bb). */
    public static Note parse(String text) {
        Note note = tryParse(text);
        if (note == null) {
            throw new IllegalArgumentException("not a note: '" + text + "'");
        }
        return note;
    }

    /** As parse, but null for a text that is no note name. */
    static Note tryParse(String text) {
        if (text == null || text.isEmpty() || text.length() > 2 || text.charAt(0) == ' ') {
            return null;
        }
        int pc = LETTERS.indexOf(text.charAt(0));
        if (pc < 0) {
            return null;
        }
        boolean flat = false;
        if (text.length() == 2) {
            char accidental = text.charAt(1);
            if (accidental == '#') {
                pc += 1;
            } else if (accidental == 'b') {
                pc -= 1;
                flat = true;
            } else {
                return null;
            }
        }
        return new Note(Math.floorMod(pc, 12), flat);
    }

    public int pitchClass() {
        return pitchClass;
    }

    public boolean isFlat() {
        return flat;
    }

    /** The same pitch, spelled with flats or with sharps. */
    public Note spelled(boolean flats) {
        return new Note(pitchClass, flats);
    }

    public boolean samePitchAs(Note other) {
        return other != null && other.pitchClass == pitchClass;
    }

    public String name() {
        return flat ? FLAT_NAMES[pitchClass] : SHARP_NAMES[pitchClass];
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Note other && other.pitchClass == pitchClass && other.flat == flat;
    }

    @Override
    public int hashCode() {
        return pitchClass * 2 + (flat ? 1 : 0);
    }

    @Override
    public String toString() {
        return name();
    }
}
