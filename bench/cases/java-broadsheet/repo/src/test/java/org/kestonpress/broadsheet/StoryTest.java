package org.kestonpress.broadsheet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class StoryTest {
    @Test
    void textRoundsUpToWholeCentimetres() {
        assertEquals(12, new Story("bypass", 100, false).textScc());
        assertEquals(10, new Story("fete", 90, false).textScc());
    }

    @Test
    void pictureAddsTwoColumnsOfEight() {
        assertEquals(28, new Story("bypass", 100, true).scc());
    }

    @Test
    void wordsToCut() {
        Story s = new Story("council", 400, false);
        assertEquals(130, s.wordsToCut(30));
        assertEquals(0, s.wordsToCut(45));
    }

    @Test
    void emptyStoryRefused() {
        assertThrows(IllegalArgumentException.class, () -> new Story("blank", 0, false));
    }
}
