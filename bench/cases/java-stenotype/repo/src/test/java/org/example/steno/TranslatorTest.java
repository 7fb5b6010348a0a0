package org.example.steno;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class TranslatorTest {

    static final StenoDictionary MAIN = StenoDictionary.fromLines(List.of(
            "KAT: cat",
            "KAT/TKPWOER/REU: category",
            "TKPWOER: gore",
            "REU: re",
            "THE: the",
            "SAT: sat",
            "OPB: on",
            "-T: the",
            "PHAT: mat",
            "-FPLT: {.}",
            "-RBGS: {,}",
            "S-P: {^} {^}",
            "TK-LS: {^}",
            "-G: {^}ing",
            "WAUBG: walk",
            "THR: there",
            "THAEUR: their"));

    final Translator translator = new Translator(MAIN);
    final Formatter formatter = new Formatter();

    @Test
    void longestOutlineWins() {
        List<Translation> t = translator.translate("KAT/TKPWOER/REU");
        assertEquals(1, t.size());
        assertEquals("category", t.get(0).text());
        assertEquals(3, t.get(0).strokes());
    }

    @Test
    void fallsBackToShorterOutlines() {
        List<Translation> t = translator.translate("KAT TKPWOER");
        assertEquals(List.of("cat", "gore"), t.stream().map(Translation::text).toList());
    }

    @Test
    void unknownStrokeIsPassedThroughRaw() {
        List<Translation> t = translator.translate("KAT PWOG");
        assertTrue(t.get(1).untranslated());
        assertEquals("PWOG", t.get(1).text());
        assertFalse(t.get(0).untranslated());
    }

    @Test
    void sentenceIsFormatted() {
        String text = formatter.format(translator.translate("-T KAT SAT OPB -T PHAT -FPLT THE KAT WAUBG -G"));
        assertEquals("The cat sat on the mat. The cat walking", text);
    }

    @Test
    void commaAttachesToTheWordBefore() {
        String text = formatter.format(translator.translate("THR -RBGS KAT"));
        assertEquals("There, cat", text);
    }
}
