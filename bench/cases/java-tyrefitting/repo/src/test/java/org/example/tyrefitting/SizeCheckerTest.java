package org.example.tyrefitting;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class SizeCheckerTest {
    private final SizeChecker checker = new SizeChecker();
    private final TyreSize original = TyreSize.parse("205/55 R16 91V");

    @Test
    void plusOneSizeIsAcceptable() {
        TyreSize plusOne = TyreSize.parse("225/45 R17 94Y");
        assertEquals(0.0038, SizeChecker.diameterChange(original, plusOne), 1e-4);
        assertTrue(checker.acceptable(original, plusOne));
    }

    @Test
    void tallerTyreIsRejected() {
        TyreSize taller = TyreSize.parse("205/60 R16 92V");
        assertEquals(List.of("diameter +3.2%"), checker.problems(original, taller));
    }

    @Test
    void lowerRatingsAreReported() {
        TyreSize weaker = TyreSize.parse("205/55 R16 89H");
        assertEquals(List.of("load index 89 below 91", "speed rating H below V"), checker.problems(original, weaker));
        assertFalse(checker.acceptable(original, weaker));
    }

    @Test
    void tighterTolerance() {
        SizeChecker strict = new SizeChecker(0.01);
        TyreSize wider = TyreSize.parse("215/55 R16 93V");
        assertTrue(checker.acceptable(original, wider));
        assertFalse(strict.acceptable(original, wider));
        assertThrows(IllegalArgumentException.class, () -> new SizeChecker(0.5));
    }
}
