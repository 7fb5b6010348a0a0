package org.example.chordsheet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.junit.jupiter.api.Test;

class SongSheetTest {
    static final String THYME = String.join("\n",
            "{title: Wild Mountain Thyme}",
            "{key: D}",
            "",
            "D           G        D",
            "Oh the summer time is coming",
            "G              D",
            "And the trees are sweetly blooming",
            "      G         D     Bm      Em7  G/A",
            "And the wild mountain thyme grows around the blooming heather",
            "        D    G        D",
            "Will ye go, lassie, go?");

    @Test
    void readsDirectivesAndChords() {
        SongSheet sheet = SongSheet.parse(THYME);
        assertEquals("Wild Mountain Thyme", sheet.directive("title").orElseThrow());
        assertEquals("D", sheet.key().toString());
        assertEquals(13, sheet.chords().size());
        assertEquals("G/A", sheet.chords().get(9).toString());
    }

    @Test
    void keyOfASheetWithoutDirectiveIsItsFirstChord() {
        assertEquals("Em", SongSheet.parse("Em7  C\nla la").key().toString());
        assertThrows(IllegalStateException.class, () -> SongSheet.parse("just words").key());
    }

    @Test
    void transposesUpAndKeepsTheLyrics() {
        SongSheet up = SongSheet.parse(THYME).transpose(2);
        List<String> lines = List.of(up.text().split("\n", -1));
        assertEquals("{key: E}", lines.get(1));
        assertEquals("E           A        E", lines.get(3));
        assertEquals("Oh the summer time is coming", lines.get(4));
        assertEquals("      A         E     C#m     F#m7 A/B", lines.get(7));
    }

    @Test
    void transposesDownToAFlatKey() {
        SongSheet down = SongSheet.parse(THYME).transpose(-4);
        List<String> lines = List.of(down.text().split("\n", -1));
        assertEquals("{key: Bb}", lines.get(1));
        assertEquals("Bb          Eb       Bb", lines.get(3));
        assertEquals("      Eb        Bb    Gm      Cm7  Eb/F", lines.get(7));
    }

    @Test
    void transposesToAKeyTheShortestWay() {
        SongSheet inC = SongSheet.parse(THYME).transposeTo(Key.parse("C"));
        assertEquals("C", inC.key().toString());
        assertEquals(List.of("C", "F", "C", "F", "C", "F", "C", "Am", "Dm7", "F/G", "C", "F", "C"),
                inC.chords().stream().map(Chord::toString).toList());
    }

    @Test
    void transposingThereAndBackGivesTheSheet() {
        SongSheet sheet = SongSheet.parse(THYME);
        assertEquals(sheet.text(), sheet.transpose(5).transpose(-5).text());
    }
}
