package com.example.skijump;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ScoringTest {
    private static final StyleMarks MARKS = new StyleMarks(18.5, 19.0, 18.0, 19.5, 17.0);

    @Test
    void jumpFromTheStartGate() {
        Scoring.JumpScore score = Scoring.score(Hills.LAHTI, 14, new Jump("Anze Lanisek", 120.5, MARKS, 0.5, 14));
        assertEquals(68.1, score.distancePoints());
        assertEquals(55.5, score.stylePoints());
        assertEquals(-4.0, score.windPoints());
        assertEquals(0.0, score.gatePoints());
        assertEquals(119.6, score.total());
    }

    @Test
    void jumpAfterTheGateWasLowered() {
        Scoring.JumpScore score = Scoring.score(Hills.LAHTI, 14, new Jump("Anze Lanisek", 120.5, MARKS, 0.5, 12));
        assertEquals(11.2, score.gatePoints());
        assertEquals(130.8, score.total());
    }

    @Test
    void tailWindJump() {
        Scoring.JumpScore score = Scoring.score(Hills.LAHTI, 14, new Jump("Anze Lanisek", 110.0, MARKS, -0.3, 14));
        assertEquals(2.9, score.windPoints());
        assertEquals(107.6, score.total());
    }
}
