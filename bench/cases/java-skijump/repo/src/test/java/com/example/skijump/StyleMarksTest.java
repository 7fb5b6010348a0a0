package com.example.skijump;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class StyleMarksTest {
    @Test
    void highestAndLowestStruckOut() {
        assertEquals(55.5, new StyleMarks(18.5, 19.0, 18.0, 19.5, 17.0).points());
    }

    @Test
    void equalMarks() {
        assertEquals(54.0, new StyleMarks(18.0, 18.0, 18.0, 18.0, 18.0).points());
    }

    @Test
    void fiveJudges() {
        assertThrows(IllegalArgumentException.class, () -> new StyleMarks(18.0, 18.0, 18.0, 18.0));
    }
}
