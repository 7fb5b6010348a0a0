package org.example.chordsheet;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A line of chord symbols above a lyric line, each at the column of the syllable it is played on. Transposing
 * keeps every chord at its column where it can; a chord that grew (A to Bb) pushes the next one right when they
 * would touch, as there must be a space between two chords.
 */
public final class ChordLine {
    private static final Pattern WORD = Pattern.compile("\\S+");

    /** A chord and the column (from 0) it starts at. */
    public record Placed(int column, Chord chord) {
    }

    private final List<Placed> chords;

    public ChordLine(List<Placed> chords) {
        this.chords = List.copyOf(chords);
    }

    /** Whether a line holds chord symbols only (and at least one). */
    public static boolean isChordLine(String line) {
        Matcher m = WORD.matcher(line);
        boolean any = false;
        while (m.find()) {
            if (Chord.tryParse(m.group()) == null) {
                return false;
            }
            any = true;
        }
        return any;
    }

    public static ChordLine parse(String line) {
        List<Placed> placed = new ArrayList<>();
        Matcher m = WORD.matcher(line);
        while (m.find()) {
            placed.add(new Placed(m.start(), Chord.parse(m.group())));
        }
        return new ChordLine(placed);
    }

    public List<Placed> chords() {
        return chords;
    }

    public ChordLine transpose(int semitones, boolean flats) {
        List<Placed> moved = new ArrayList<>();
        for (Placed p : chords) {
            moved.add(new Placed(p.column(), p.chord().transpose(semitones, flats)));
        }
        return new ChordLine(moved);
    }

    /** The line as text: each chord at its column, or one space after the chord before it if that ends later. */
    public String render() {
        StringBuilder sb = new StringBuilder();
        for (Placed p : chords) {
            int column = sb.length() == 0 ? p.column() : Math.max(p.column(), sb.length() + 1);
            while (sb.length() < column) {
                sb.append(' ');
            }
            sb.append(p.chord());
        }
        return sb.toString();
    }

    @Override
    public String toString() {
        return render();
    }
}
