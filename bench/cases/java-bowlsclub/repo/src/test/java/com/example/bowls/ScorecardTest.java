package com.example.bowls;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ScorecardTest {

    private static final String CARD = """
            # Division 2, week 3
            Ashby v Castle Park
            H 2
            A 1
            D
            h 4
            A 3

            A 1
            """;

    @Test
    void readsHeaderAndEnds() {
        Match match = Scorecard.parse(CARD);
        assertEquals("Ashby", match.home());
        assertEquals("Castle Park", match.away());
        assertEquals(6, match.ends().size());
        assertEquals(6, match.shots(End.Side.HOME));
        assertEquals(5, match.shots(End.Side.AWAY));
    }

    @Test
    void deadEndsAreNotWon() {
        Match match = Scorecard.parse(CARD);
        assertEquals(2, match.endsWon(End.Side.HOME));
        assertEquals(3, match.endsWon(End.Side.AWAY));
        assertTrue(match.ends().get(2).isDead());
    }

    @Test
    void badLinesNameTheirLineNumber() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Scorecard.parse("Ashby v Castle Park\nH 2\nX 1\n"));
        assertEquals("line 3: expected 'H n', 'A n' or 'D', got 'X 1'", e.getMessage());
    }

    @Test
    void shotsMustBeNumbers() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Scorecard.parse("Ashby v Castle Park\nH two\n"));
        assertEquals("line 2: shots must be a number, got 'two'", e.getMessage());
    }

    @Test
    void headerIsRequired() {
        assertThrows(IllegalArgumentException.class, () -> Scorecard.parse("# nothing\n\n"));
        assertThrows(IllegalArgumentException.class, () -> Scorecard.parse("Ashby versus Castle Park\n"));
    }
}
