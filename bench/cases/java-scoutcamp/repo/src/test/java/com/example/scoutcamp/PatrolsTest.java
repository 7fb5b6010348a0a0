package com.example.scoutcamp;

import static com.example.scoutcamp.Fixtures.*;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class PatrolsTest {
    @Test
    void dealtOldestFirst() {
        List<List<Member>> patrols = Patrols.deal(ALL, 2);
        assertEquals(List.of(ELLIS, FINN, AMARA), patrols.get(0));
        assertEquals(List.of(TOBI, ROSA, NOOR), patrols.get(1));
    }

    @Test
    void scoutsOnly() {
        assertEquals(List.of(TOBI, FINN), Patrols.inSection(ALL, Section.SCOUTS, SUMMER.firstDay()));
    }
}
