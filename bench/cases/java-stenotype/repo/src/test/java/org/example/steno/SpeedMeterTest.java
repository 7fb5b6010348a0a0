package org.example.steno;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class SpeedMeterTest {

    static final List<Translation> TAKE = List.of(
            new Translation("KAT", "cat", 1, false),
            new Translation("SAT", "sat", 1, false),
            new Translation("-FPLT", "{.}", 1, false),
            new Translation("PWOG", "PWOG", 1, true),
            new Translation("KAT/TKPWOER/REU", "category", 3, false));

    @Test
    void punctuationAndUntranslatedAreNotWords() {
        assertEquals(3, SpeedMeter.words(TAKE));
    }

    @Test
    void wordsPerMinute() {
        assertEquals(180.0, SpeedMeter.wordsPerMinute(TAKE, 1.0), 1e-9);
        assertEquals(90.0, SpeedMeter.wordsPerMinute(TAKE, 2.0), 1e-9);
    }

    @Test
    void untranslatedRateCountsStrokes() {
        assertEquals(1.0 / 7.0, SpeedMeter.untranslatedRate(TAKE), 1e-9);
    }

    @Test
    void emptyTakeNeedsTime() {
        assertThrows(IllegalArgumentException.class, () -> SpeedMeter.wordsPerMinute(TAKE, 0));
    }
}
