package org.example.woodyard;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class GraderTest {

    private final Grader grader = new Grader();

    @Test
    void largeCleanLogIsPrime() {
        assertEquals(Grade.PRIME, grader.grade(new RoundLog("G1", Species.OAK, 480, 52, 3)));
    }

    @Test
    void knottyLargeLogIsPlanking() {
        assertEquals(Grade.PLANKING, grader.grade(new RoundLog("G2", Species.OAK, 480, 52, 9)));
    }

    @Test
    void smallLogIsFencing() {
        assertEquals(Grade.FENCING, grader.grade(new RoundLog("G3", Species.LARCH, 300, 20, 4)));
    }

    @Test
    void poleIsFirewood() {
        assertEquals(Grade.FIREWOOD, grader.grade(new RoundLog("G4", Species.ASH, 200, 12, 0)));
    }
}
