package org.example.rifleclub;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ScoreSheetTest {

    @Test
    void readsTheLeagueNight() {
        List<Scorecard> cards = ScoreSheet.parse(Sheets.LEAGUE_NIGHT);
        assertEquals(4, cards.size());
        Scorecard ann = cards.get(0);
        assertEquals("Ann Marsh", ann.shooter());
        assertEquals(4, ann.series().size());
        assertEquals(192, ann.total());
        assertEquals(13, ann.bulls());
        assertEquals(4, ann.centres());
        assertTrue(ann.isComplete());
        assertEquals(19, cards.get(1).hits());
    }

    @Test
    void aPartCardIsNotComplete() {
        String marks = String.join(" | ", java.util.Collections.nCopies(3, "9 9 9 9 9 9 9 9 9 9"));
        Scorecard card = ScoreSheet.parse("Eve; prone_60; " + marks).get(0);
        assertFalse(card.isComplete());
        assertEquals(270, card.total());
    }

    @Test
    void aSeriesOfTheWrongSize() {
        var e = assertThrows(IllegalArgumentException.class,
                () -> ScoreSheet.parse("\nAnn; LEAGUE; X 10 9 10 10 | 9 9"));
        assertEquals("line 2: Ann: a series of 2 shots in a round of 5-shot series", e.getMessage());
    }

    @Test
    void aLineWithoutItsRound() {
        var e = assertThrows(IllegalArgumentException.class, () -> ScoreSheet.parse("Ann; X 10 9"));
        assertEquals("line 1: want name; round; marks", e.getMessage());
    }
}
