package com.example.scoutcamp;

import static com.example.scoutcamp.Fixtures.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SectionTest {
    @ParameterizedTest
    @CsvSource({"6, BEAVERS", "7, BEAVERS", "8, CUBS", "10, CUBS", "11, SCOUTS", "14, EXPLORERS", "17, EXPLORERS"})
    void sectionForAge(int years, Section expected) {
        assertEquals(expected, Section.forAge(years));
    }

    @Test
    void tooYoungOrTooOld() {
        assertThrows(IllegalArgumentException.class, () -> Section.forAge(5));
        assertThrows(IllegalArgumentException.class, () -> Section.forAge(18));
    }

    @Test
    void membersOnTheFirstDayOfCamp() {
        LocalDate day = SUMMER.firstDay();
        assertEquals(Section.CUBS, AMARA.sectionOn(day));
        assertEquals(Section.SCOUTS, TOBI.sectionOn(day));
        assertEquals(Section.SCOUTS, FINN.sectionOn(day), "eleven on the first day of camp");
        assertEquals(Section.CUBS, ROSA.sectionOn(day), "eleven only the day after");
        assertEquals(Section.EXPLORERS, ELLIS.sectionOn(day));
        assertEquals(Section.BEAVERS, NOOR.sectionOn(day));
    }
}
