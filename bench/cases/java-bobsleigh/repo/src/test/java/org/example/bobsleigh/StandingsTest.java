package org.example.bobsleigh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import org.junit.jupiter.api.Test;

class StandingsTest {
    private static List<Integer> ranks(List<Standing> s) {
        return s.stream().map(Standing::rank).toList();
    }

    private static List<Integer> bibs(List<Standing> s) {
        return s.stream().map(x -> x.sled().bib()).toList();
    }

    @Test
    void afterOneHeatEqualTimesShareARank() {
        List<Standing> s = Standings.after(1, Fixtures.SLEDS, HeatSheetReader.read(Fixtures.SHEET));
        assertEquals(List.of(1, 2, 4, 3, 5, 6), bibs(s));
        assertEquals(List.of(1, 2, 2, 4, 5, 0), ranks(s));
    }

    @Test
    void afterTwoHeatsTotalsDecide() {
        List<Standing> s = Fixtures.race().standings();
        assertEquals(List.of(2, 1, 3, 4, 5, 6), bibs(s));
        assertEquals(List.of(1, 2, 3, 4, 5, 0), ranks(s));
        assertEquals(10215, s.get(0).totalHundredths());
        assertEquals(490, s.get(0).bestPushHundredths());
        assertFalse(s.get(5).ranked());
    }
}
