package org.example.chordsheet;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A song as a chord sheet: directive lines in braces ({title: Wild Mountain Thyme}, {key: G}), chord lines over
 * lyric lines, blank lines between verses. Transposing rewrites the chord lines and the key directive and leaves
 * every other line as it was.
 */
public final class SongSheet {
    private static final Pattern DIRECTIVE = Pattern.compile("\\{\\s*(\\w+)\\s*:\\s*(.*?)\\s*}");

    private final List<String> lines;

    private SongSheet(List<String> lines) {
        this.lines = List.copyOf(lines);
    }

    public static SongSheet parse(String text) {
        return new SongSheet(List.of(text.split("\n", -1)));
    }

    public String text() {
        return String.join("\n", lines);
    }

    /** The value of the first directive of that name, e.g. directive("title"). */
    public Optional<String> directive(String name) {
        for (String line : lines) {
            Matcher m = DIRECTIVE.matcher(line.strip());
            if (m.matches() && m.group(1).equalsIgnoreCase(name)) {
                return Optional.of(m.group(2));
            }
        }
        return Optional.empty();
    }

    /** Every chord of the sheet, line by line, left to right. */
    public List<Chord> chords() {
        List<Chord> all = new ArrayList<>();
        for (String line : lines) {
            if (ChordLine.isChordLine(line)) {
                for (ChordLine.Placed p : ChordLine.parse(line).chords()) {
                    all.add(p.chord());
                }
            }
        }
        return all;
    }

    /** The {key: ...} directive, or else the key of the first chord (Em for a sheet that opens on Em7). */
    public Key key() {
        Optional<String> declared = directive("key");
        if (declared.isPresent()) {
            return Key.parse(declared.get());
        }
        List<Chord> chords = chords();
        if (chords.isEmpty()) {
            throw new IllegalStateException("a sheet with no chords and no {key} directive has no key");
        }
        Chord first = chords.get(0);
        return new Key(first.root(), first.isMinor());
    }

    /** The sheet moved up a number of semitones (down if negative), spelled as the new key is written. */
    public SongSheet transpose(int semitones) {
        Key newKey = key().transpose(semitones);
        boolean flats = newKey.usesFlats();
        List<String> out = new ArrayList<>();
        for (String line : lines) {
            Matcher m = DIRECTIVE.matcher(line.strip());
            if (m.matches() && m.group(1).equalsIgnoreCase("key")) {
                out.add("{key: " + newKey + "}");
            } else if (ChordLine.isChordLine(line)) {
                out.add(ChordLine.parse(line).transpose(semitones, flats).render());
            } else {
                out.add(line);
            }
        }
        return new SongSheet(out);
    }

    /** The sheet moved to another key by the shortest way (G to A up a tone, A to G down a tone). */
    public SongSheet transposeTo(Key target) {
        return transpose(key().semitonesTo(target));
    }
}
