package org.example.bobsleigh;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ResultSheetTest {
    @Test
    void rendersTheStandings() {
        String expected = String.join("\n",
                "Two-man bob after 2 heats",
                "  1    2  SUI  Keller         102.15  +0.00",
                "  2    1  GER  Brandauer      102.22  +0.07",
                "  3    3  LAT  Ozols          102.33  +0.18",
                "  4    4  CAN  Tremblay       102.50  +0.35",
                "  5    5  USA  Hollis         103.48  +1.33",
                "  -    6  JPN  Sato              DNF",
                "");
        assertEquals(expected, Fixtures.race().resultSheet());
    }
}
