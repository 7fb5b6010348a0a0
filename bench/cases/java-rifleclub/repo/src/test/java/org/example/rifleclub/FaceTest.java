package org.example.rifleclub;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class FaceTest {

    @Test
    void tenRingMarks() {
        assertEquals(10, Face.TEN_RING.value("X"));
        assertEquals(10, Face.TEN_RING.value("10"));
        assertEquals(0, Face.TEN_RING.value("m"));
        assertThrows(IllegalArgumentException.class, () -> Face.TEN_RING.value("11"));
    }

    @Test
    void fullboreMarks() {
        assertEquals(5, Face.FULLBORE.value("v"));
        assertEquals(4, Face.FULLBORE.value("4"));
        var e = assertThrows(IllegalArgumentException.class, () -> Face.FULLBORE.value("1"));
        assertEquals("1 is not a score on the fullbore face", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Face.FULLBORE.value("X"));
    }

    @Test
    void aSeriesCountsBullsAndCentres() {
        Series series = new Series(Face.TEN_RING, List.of("X", "10", "9", "M", "X", "7"));
        assertEquals(46, series.total());
        assertEquals(5, series.hits());
        assertEquals(3, series.bulls());
        assertEquals(2, series.centres());
    }

    @Test
    void roundsKnowTheirBest() {
        assertEquals(600, Round.PRONE_60.maxScore());
        assertEquals(100, Round.SHORT_RANGE.maxScore());
        assertEquals(4, Round.LEAGUE.series());
    }
}
