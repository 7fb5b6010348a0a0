package com.brackenleather.tannery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class HideGraderTest {
    private final HideGrader grader = new HideGrader();

    private static Hide cow(double sqFt) {
        return new Hide("C", Species.COW, 30).measure(sqFt);
    }

    @Test
    void cleanHideIsA() {
        assertEquals(Grade.A, grader.grade(cow(45)));
    }

    @Test
    void pointsAreScaledByArea() {
        Hide hide = cow(40).addDefect(DefectType.SCAR, 25).addDefect(DefectType.BRAND, 8);
        assertEquals(10, grader.points(hide));
        assertEquals(2.5, grader.pointsPer10SqFt(hide), 1e-9);
        assertEquals(Grade.B, grader.grade(hide));
    }

    @Test
    void theSameMarksGradeASmallSkinLower() {
        Hide goat = new Hide("G", Species.GOAT, 2.5).measure(6.0)
                .addDefect(DefectType.SCAR, 5);
        assertEquals(Grade.C, grader.grade(goat));
        Hide big = cow(50).addDefect(DefectType.SCAR, 5);
        assertEquals(Grade.A, grader.grade(big));
    }

    @Test
    void largeHoleCapsAtC() {
        Hide hide = cow(60).addDefect(DefectType.HOLE, 6);
        assertEquals(1.0, grader.pointsPer10SqFt(hide), 1e-9);
        assertEquals(Grade.C, grader.grade(hide));
    }

    @Test
    void smallHoleDoesNotCap() {
        Hide hide = cow(60).addDefect(DefectType.HOLE, 4);
        assertEquals(Grade.A, grader.grade(hide));
    }

    @Test
    void heavilyMarkedHideIsRejected() {
        Hide hide = cow(20).addDefect(DefectType.GRAIN_CRACK, 60);
        assertEquals(Grade.REJECT, grader.grade(hide));
    }

    @Test
    void limitsMustRise() {
        assertThrows(IllegalArgumentException.class,
                () -> new HideGrader(new double[] {1, 3, 2, 4}, 5));
        assertThrows(IllegalArgumentException.class,
                () -> new HideGrader(new double[] {1, 2, 3}, 5));
    }
}
