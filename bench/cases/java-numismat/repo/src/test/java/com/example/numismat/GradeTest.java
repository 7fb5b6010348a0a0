package com.example.numismat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class GradeTest {

    @Test
    void parsesTheUsualSpellings() {
        assertEquals(new Grade(63, false), Grade.parse("MS-63"));
        assertEquals(new Grade(63, false), Grade.parse("ms63"));
        assertEquals(new Grade(20, false), Grade.parse("VF 20"));
        assertEquals(new Grade(45, false), Grade.parse("45"));
        assertEquals(new Grade(65, true), Grade.parse("PF-65"));
    }

    @Test
    void rejectsAPrefixThatDoesNotFitTheNumber() {
        assertThrows(IllegalArgumentException.class, () -> Grade.parse("MS-45"));
        assertThrows(IllegalArgumentException.class, () -> Grade.parse("VF-12"));
    }

    @Test
    void rejectsNumbersOffTheScale() {
        assertThrows(IllegalArgumentException.class, () -> Grade.parse("MS-71"));
        assertThrows(IllegalArgumentException.class, () -> Grade.parse("0"));
        assertThrows(IllegalArgumentException.class, () -> Grade.parse("AU"));
        assertThrows(IllegalArgumentException.class, () -> Grade.parse("AU-5x"));
    }

    @Test
    void printsWithTheAdjectivalPrefix() {
        assertEquals("G-4", Grade.of(4).toString());
        assertEquals("VG-10", Grade.of(10).toString());
        assertEquals("EF-45", Grade.of(45).toString());
        assertEquals("AU-58", Grade.of(58).toString());
        assertEquals("MS-70", Grade.of(70).toString());
        assertEquals("PO-1", Grade.of(1).toString());
        assertEquals("PF-67", new Grade(67, true).toString());
    }

    @Test
    void uncirculatedFromMintStateSixtyOrProof() {
        assertTrue(Grade.of(60).uncirculated());
        assertFalse(Grade.of(58).uncirculated());
        assertTrue(new Grade(50, true).uncirculated());
    }

    @Test
    void ordersByPoints() {
        assertTrue(Grade.parse("AU-58").compareTo(Grade.parse("MS-60")) < 0);
    }
}
