package net.riverside.regatta;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class RaceResultsTest {

    static final Crew YOUNG = Fixtures.single("A1", "Tyne ARC", 31);
    static final Crew FIFTY = Fixtures.single("D1", "Weir RC", 50);
    static final Crew SIXTY = Fixtures.single("F1", "Ouse BC", 61);
    static final Crew FORTY_NINE = Fixtures.single("C1", "Nene RC", 49);

    @Test
    void scratchRaceIsPlacedOnTime() {
        RaceResults race = new RaceResults("Open 1x final", 1000, false, List.of(
                Result.finished(YOUNG, 3, "3:45.10"),
                Result.finished(FIFTY, 4, "3:41.00"),
                Result.finished(SIXTY, 2, "3:50.00")));
        List<RaceResults.Placing> p = race.placings();
        assertEquals("D1", p.get(0).crew().id());
        assertEquals("A1", p.get(1).crew().id());
        assertEquals(410, p.get(1).behindWinner());
        assertEquals(3, p.get(2).place());
    }

    @Test
    void mastersRaceIsPlacedOnHandicappedTime() {
        // allowances over 1000 m: A 0 s, C 12 s, D 20 s, F 33 s
        RaceResults race = new RaceResults("Masters 1x", 1000, true, List.of(
                Result.finished(YOUNG, 3, "3:45.00"),
                Result.finished(FIFTY, 4, "3:58.00"),
                Result.finished(FORTY_NINE, 2, "3:55.00"),
                Result.finished(SIXTY, 5, "4:20.00")));
        List<RaceResults.Placing> p = race.placings();
        assertEquals("D1", p.get(0).crew().id());
        assertEquals("3:38.00", p.get(0).adjusted().toString());
        assertEquals("C1", p.get(1).crew().id());
        assertEquals("3:43.00", p.get(1).adjusted().toString());
        assertEquals("A1", p.get(2).crew().id());
        assertEquals("F1", p.get(3).crew().id());
        assertEquals("3:47.00", p.get(3).adjusted().toString());
        assertEquals(900, p.get(3).behindWinner());
    }

    @Test
    void deadHeatSharesThePlace() {
        RaceResults race = new RaceResults("Open 1x", 500, false, List.of(
                Result.finished(YOUNG, 1, "1:40.00"),
                Result.finished(FIFTY, 2, "1:40.00"),
                Result.finished(SIXTY, 3, "1:42.00")));
        List<RaceResults.Placing> p = race.placings();
        assertEquals(1, p.get(0).place());
        assertEquals(1, p.get(1).place());
        assertEquals(3, p.get(2).place());
    }

    @Test
    void nonFinishersComeLastWithoutPlace() {
        RaceResults race = new RaceResults("Open 1x", 1000, false, List.of(
                Result.notFinished(YOUNG, 1, Result.Status.DISQUALIFIED),
                Result.notFinished(SIXTY, 3, Result.Status.DID_NOT_START),
                Result.finished(FIFTY, 2, "3:50.00")));
        List<RaceResults.Placing> p = race.placings();
        assertEquals("D1", p.get(0).crew().id());
        assertEquals("F1", p.get(1).crew().id());
        assertEquals(0, p.get(1).place());
        assertNull(p.get(1).adjusted());
        assertEquals("A1", p.get(2).crew().id());
    }

    @Test
    void winnerNeedsAFinisher() {
        RaceResults race = new RaceResults("Open 1x", 1000, false, List.of(
                Result.notFinished(YOUNG, 1, Result.Status.DID_NOT_FINISH)));
        assertThrows(IllegalStateException.class, race::winner);
    }

    @Test
    void finisherNeedsTime() {
        assertThrows(IllegalArgumentException.class,
                () -> new Result(YOUNG, 1, Result.Status.FINISHED, null));
    }
}
