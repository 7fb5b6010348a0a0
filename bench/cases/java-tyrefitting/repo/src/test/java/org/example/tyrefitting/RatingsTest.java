package org.example.tyrefitting;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class RatingsTest {

    @Test
    void speedRatingsAreOrderedBySpeedNotLetter() {
        assertEquals(210, SpeedRating.H.kmh());
        assertTrue(SpeedRating.V.atLeast(SpeedRating.H));
        assertFalse(SpeedRating.T.atLeast(SpeedRating.H));
        assertTrue(SpeedRating.H.atLeast(SpeedRating.U));
        assertEquals(SpeedRating.W, SpeedRating.fromCode('w'));
        assertThrows(IllegalArgumentException.class, () -> SpeedRating.fromCode('Z'));
    }

    @Test
    void loadIndexTable() {
        assertEquals(335, LoadIndex.kilograms(70));
        assertEquals(615, LoadIndex.kilograms(91));
        assertEquals(775, LoadIndex.kilograms(99));
        assertEquals(1060, LoadIndex.kilograms(110));
        assertThrows(IllegalArgumentException.class, () -> LoadIndex.kilograms(69));
    }

    @Test
    void loadIndexForAxle() {
        assertEquals(91, LoadIndex.forAxleLoad(1230));
        assertEquals(92, LoadIndex.forAxleLoad(1231));
        assertEquals(70, LoadIndex.forAxleLoad(500));
        assertThrows(IllegalArgumentException.class, () -> LoadIndex.forAxleLoad(2200));
    }

    @Test
    void money() {
        assertEquals("£98.50", Money.format(9850));
        assertEquals("£0.05", Money.format(5));
        assertEquals("-£12.00", Money.format(-1200));
        assertEquals(1970, Money.percent(9850, 20));
        assertEquals(3, Money.percent(5, 50));
        assertEquals(2, Money.percent(4, 50));
    }
}
