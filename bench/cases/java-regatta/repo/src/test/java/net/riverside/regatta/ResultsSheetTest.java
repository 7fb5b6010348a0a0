package net.riverside.regatta;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class ResultsSheetTest {

    @Test
    void scratchSheet() {
        Crew a = Fixtures.single("A1", "Tyne ARC", 31);
        Crew b = Fixtures.single("B1", "Weir RC", 40);
        Crew c = Fixtures.single("C1", "Ouse BC", 45);
        RaceResults race = new RaceResults("Open 1x final", 1000, false, List.of(
                Result.finished(a, 3, "3:45.10"),
                Result.finished(b, 4, "3:41.00"),
                Result.notFinished(c, 2, Result.Status.DID_NOT_FINISH)));
        String expected = "Open 1x final (1000 m)\n"
                + "1   B1       Weir RC                L4 3:41.00\n"
                + "2   A1       Tyne ARC               L3 3:45.10 +4.10\n"
                + "-   C1       Ouse BC                L2 DNF\n";
        assertEquals(expected, ResultsSheet.render(race));
    }

    @Test
    void mastersSheetShowsCategoryAndHandicappedTime() {
        Crew young = Fixtures.single("A1", "Tyne ARC", 31);
        Crew older = Fixtures.double_("E2", "Nene RC", 55, 56);
        Crew single = Fixtures.single("D1", "Weir RC", 50);
        RaceResults race = new RaceResults("Masters mixed", 1000, true, List.of(
                Result.finished(young, 3, "3:45.00"),
                Result.finished(single, 4, "3:58.00"),
                Result.finished(older, 2, "3:50.00")));
        String expected = "Masters mixed (1000 m, masters handicap)\n"
                + "1   E2       Nene RC                L2 3:50.00 (E) 3:25.82\n"
                + "2   D1       Weir RC                L4 3:58.00 (D) 3:38.00 +12.18\n"
                + "3   A1       Tyne ARC               L3 3:45.00 (A) 3:45.00 +19.18\n";
        assertEquals(expected, ResultsSheet.render(race));
    }
}
