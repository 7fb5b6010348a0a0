package com.example.numismat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class PriceGuideTest {

    private final PriceGuide morgan = new PriceGuide().list(20, 45).list(40, 52).list(60, 70).list(63, 95)
            .list(65, 260);

    @Test
    void listedGradeHasItsListedValue() {
        assertEquals(95.0, morgan.valueAt(Grade.of(63)));
        assertEquals(45.0, morgan.valueAt(Grade.of(20)));
    }

    @Test
    void gradeBetweenListedOnesIsInterpolated() {
        assertEquals(48.5, morgan.valueAt(Grade.of(30)));
        assertEquals(177.5, morgan.valueAt(Grade.of(64)));
        assertEquals(61.0, morgan.valueAt(Grade.of(50)));
    }

    @Test
    void outsideTheListedRangeTheNearestValueApplies() {
        assertEquals(45.0, morgan.valueAt(Grade.of(12)));
        assertEquals(260.0, morgan.valueAt(Grade.of(67)));
    }

    @Test
    void emptyGuideCannotValue() {
        assertThrows(IllegalStateException.class, () -> new PriceGuide().valueAt(Grade.of(40)));
    }

    @Test
    void listingRejectsAnImpossibleGrade() {
        assertThrows(IllegalArgumentException.class, () -> new PriceGuide().list(75, 10));
    }
}
