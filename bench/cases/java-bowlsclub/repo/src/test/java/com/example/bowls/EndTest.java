package com.example.bowls;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class EndTest {

    @Test
    void onlyTheScoringSideGetsShots() {
        End end = End.home(3);
        assertEquals(3, end.shotsFor(End.Side.HOME));
        assertEquals(0, end.shotsFor(End.Side.AWAY));
    }

    @Test
    void deadEndScoresNothing() {
        End end = End.dead();
        assertTrue(end.isDead());
        assertEquals(0, end.shotsFor(End.Side.HOME));
        assertEquals(0, end.shotsFor(End.Side.AWAY));
    }

    @Test
    void shotsOutOfRangeAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> End.away(9));
        assertThrows(IllegalArgumentException.class, () -> End.home(-1));
    }

    @Test
    void shotsNeedAScorer() {
        assertThrows(IllegalArgumentException.class, () -> new End(null, 2));
    }
}
