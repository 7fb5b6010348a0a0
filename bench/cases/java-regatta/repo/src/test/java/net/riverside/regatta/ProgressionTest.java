package net.riverside.regatta;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class ProgressionTest {

    static final Crew A = Fixtures.single("A", "Tyne ARC", 30);
    static final Crew B = Fixtures.single("B", "Weir RC", 30);
    static final Crew C = Fixtures.single("C", "Ouse BC", 30);
    static final Crew D = Fixtures.single("D", "Nene RC", 30);
    static final Crew E = Fixtures.single("E", "Avon RC", 30);
    static final Crew F = Fixtures.single("F", "Dee RC", 30);

    static List<RaceResults> heats() {
        RaceResults h1 = new RaceResults("M1x heat 1", 1000, false, List.of(
                Result.finished(A, 3, "3:40.00"),
                Result.finished(B, 4, "3:44.00"),
                Result.finished(C, 2, "3:41.50")));
        RaceResults h2 = new RaceResults("M1x heat 2", 1000, false, List.of(
                Result.finished(D, 3, "3:39.00"),
                Result.finished(E, 4, "3:42.00"),
                Result.notFinished(F, 2, Result.Status.DID_NOT_FINISH)));
        return List.of(h1, h2);
    }

    static List<String> ids(List<Crew> crews) {
        return crews.stream().map(Crew::id).collect(Collectors.toList());
    }

    @Test
    void topTwoOfEachHeatSeededByPlace() {
        assertEquals(List.of("A", "D", "C", "E"), ids(new Progression(2).qualifiers(heats())));
    }

    @Test
    void winnersOnly() {
        assertEquals(List.of("A", "D"), ids(new Progression(1).qualifiers(heats())));
    }

    @Test
    void nonFinisherNeverGoesThrough() {
        assertEquals(List.of("A", "D", "C", "E", "B"), ids(new Progression(3).qualifiers(heats())));
    }

    @Test
    void atLeastOnePerHeat() {
        assertThrows(IllegalArgumentException.class, () -> new Progression(0));
    }
}
