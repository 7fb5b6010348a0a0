package org.example.chordsheet;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A chord symbol as written over a lyric: a root note, the rest of the symbol (its quality and extensions, m7,
 * maj7, sus4, add9, 7b9 ...) and an optional bass note after a slash (D/F#).
 */
public final class Chord {
    private static final Pattern SYMBOL =
            Pattern.compile("([A-G][#b]?)((?:maj|min|dim|aug|sus|add|m|[0-9]|[#b+])*)(?:/([A-G][#b]?))?");

    private final Note root;
    private final String quality;
    private final Note bass;

    public Chord(Note root, String quality, Note bass) {
        this.root = root;
        this.quality = quality;
        this.bass = bass;
    }

    public static Chord parse(String symbol) {
        Chord chord = tryParse(symbol);
        if (chord == null) {
            throw new IllegalArgumentException("not a chord: '" + symbol + "'");
        }
        return chord;
    }

    /** As parse, but null for a word that is not a chord symbol (a lyric, a bar line). */
    static Chord tryParse(String symbol) {
        Matcher m = SYMBOL.matcher(symbol);
        if (!m.matches()) {
            return null;
        }
        Note bass = m.group(3) == null ? null : Note.parse(m.group(3));
        return new Chord(Note.parse(m.group(1)), m.group(2), bass);
    }

    public Note root() {
        return root;
    }

    public String quality() {
        return quality;
    }

    /** The bass note of a slash chord, or null. */
    public Note bass() {
        return bass;
    }

    public boolean isMinor() {
        return quality.startsWith("m") && !quality.startsWith("maj");
    }

    /** The chord moved by a number of semitones (negative: down), its notes spelled with flats or sharps. */
    public Chord transpose(int semitones, boolean flats) {
        Note newRoot = new Note(Math.floorMod(root.pitchClass() + semitones, 12), flats);
        Note newBass = bass == null ? null : new Note(Math.floorMod(bass.pitchClass() + semitones, 12), flats);
        return new Chord(newRoot, quality, newBass);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Chord other && other.root.equals(root) && other.quality.equals(quality)
                && (other.bass == null ? bass == null : other.bass.equals(bass));
    }

    @Override
    public int hashCode() {
        return root.hashCode() * 31 + quality.hashCode();
    }

    @Override
    public String toString() {
        return root.name() + quality + (bass == null ? "" : "/" + bass.name());
    }
}
