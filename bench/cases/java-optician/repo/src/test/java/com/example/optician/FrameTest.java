package com.example.optician;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class FrameTest {

    @Test
    void readsTheMarking() {
        assertEquals(new Frame(52, 40, 18, 56), Frame.parse("52-18 b40 ed56"));
        assertEquals(new Frame(54, 38, 17, 57.5), Frame.parse("54\u25a117 ED57.5 B38"));
    }

    @Test
    void refusesIncompleteMarkings() {
        assertThrows(IllegalArgumentException.class, () -> Frame.parse("52 b40 ed56"));
        assertThrows(IllegalArgumentException.class, () -> Frame.parse("52-18 b40"));
        assertThrows(IllegalArgumentException.class, () -> Frame.parse("52-18 b40 ed56 x3"));
        assertThrows(IllegalArgumentException.class, () -> Frame.parse("52-18 b40 ed50"));
    }

    @Test
    void decentrationForAPd() {
        Frame f = Frame.parse("52-18 b40 ed56");
        assertEquals(70, f.centreDistance());
        assertEquals(3, f.decentration(64));
        assertEquals(-1, f.decentration(72));
    }
}
