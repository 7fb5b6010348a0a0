package com.example.skijump;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class CompetitionTest {
    private static List<String> names(List<Competition.Standing> standings) {
        return standings.stream().map(Competition.Standing::athlete).toList();
    }

    private static List<Integer> ranks(List<Competition.Standing> standings) {
        return standings.stream().map(Competition.Standing::rank).toList();
    }

    @Test
    void standingsAfterRoundOne() {
        List<Competition.Standing> standings = Lahti.afterRoundOne().standings();
        assertEquals(List.of("Stefan Kraft", "Ryoyu Kobayashi", "Halvor Egner Granerud", "Anze Lanisek",
                "Kamil Stoch"), names(standings));
        assertEquals(127.1, standings.get(0).total());
        assertEquals(114.4, standings.get(4).total());
    }

    @Test
    void finalRoundInReverseOrder() {
        assertEquals(List.of("Halvor Egner Granerud", "Ryoyu Kobayashi", "Stefan Kraft"),
                Lahti.afterRoundOne().finalRoundOrder());
    }

    @Test
    void finalStandings() {
        List<Competition.Standing> standings = Lahti.complete().standings();
        assertEquals(List.of("Stefan Kraft", "Halvor Egner Granerud", "Ryoyu Kobayashi", "Anze Lanisek",
                "Kamil Stoch"), names(standings));
        assertEquals(List.of(1, 2, 3, 4, 5), ranks(standings));
        assertEquals(259.0, standings.get(0).total());
        assertEquals(254.5, standings.get(1).total());
        assertEquals(254.2, standings.get(2).total());
    }

    @Test
    void equalTotalsShareARank() {
        Competition competition = new Competition(Hills.RASTBICHL, List.of("A", "B", "C", "D"), 2);
        StyleMarks marks = new StyleMarks(18.0, 18.0, 18.0, 18.0, 18.0);
        competition.recordRound(10, List.of(
                new Jump("A", 92.0, marks, 0.5, 10),
                new Jump("B", 95.0, marks, 0.5, 10),
                new Jump("C", 92.0, marks, 0.5, 10),
                new Jump("D", 90.0, marks, 0.5, 10)));
        List<Competition.Standing> standings = competition.standings();
        assertEquals(List.of("B", "A", "C", "D"), names(standings));
        assertEquals(List.of(1, 2, 2, 4), ranks(standings));
        assertEquals(List.of("C", "A", "B"), competition.finalRoundOrder());
    }

    @Test
    void onlyFinalistsJumpTheFinalRound() {
        Competition competition = Lahti.afterRoundOne();
        List<Jump> withStoch = List.of(new Jump("Kamil Stoch", 120.0, new StyleMarks(18, 18, 18, 18, 18), 0.0, 13));
        assertThrows(IllegalArgumentException.class, () -> competition.recordRound(13, withStoch));
    }
}
