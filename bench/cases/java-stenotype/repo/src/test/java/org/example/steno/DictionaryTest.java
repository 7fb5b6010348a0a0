package org.example.steno;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class DictionaryTest {

    @Test
    void loadsEntriesSkippingCommentsAndBlanks() {
        StenoDictionary d = StenoDictionary.fromLines(List.of(
                "# main",
                "KAT: cat",
                "",
                "TKOG: dog"));
        assertEquals(2, d.size());
        assertEquals("cat", d.lookup("KAT").orElseThrow());
        assertEquals("dog", d.lookup("TKOG").orElseThrow());
    }

    @Test
    void outlinesAreNormalised() {
        StenoDictionary d = StenoDictionary.fromLines(List.of("KA-T: cat"));
        assertEquals("cat", d.lookup("KAT").orElseThrow());
    }

    @Test
    void longestOutlineCountsStrokes() {
        StenoDictionary d = StenoDictionary.fromLines(List.of("KAT: cat", "KAT/TKPWOER/REU: category"));
        assertEquals(3, d.longestOutline());
    }

    @Test
    void unknownOutlineIsEmpty() {
        StenoDictionary d = StenoDictionary.fromLines(List.of("KAT: cat"));
        assertTrue(d.lookup("TKOG").isEmpty());
    }

    @Test
    void lineWithoutOutlineIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> StenoDictionary.fromLines(List.of(": nothing")));
    }
}
