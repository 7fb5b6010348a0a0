package com.example.bowls;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class LeagueTableTest {

    private static Match.Result result(String home, int homeShots, String away, int awayShots) {
        return new Match.Result(home, away, homeShots, awayShots);
    }

    private static List<String> order(LeagueTable table) {
        return table.rows().stream().map(Standing::club).toList();
    }

    @Test
    void winsDrawsAndLossesAreCounted() {
        LeagueTable table = new LeagueTable()
                .add(result("Ashby", 21, "Castle Park", 14))
                .add(result("Castle Park", 18, "Ashby", 18))
                .add(result("Ashby", 12, "Dunmore", 20));
        Standing ashby = table.get("Ashby");
        assertEquals(3, ashby.played());
        assertEquals(1, ashby.won());
        assertEquals(1, ashby.drawn());
        assertEquals(1, ashby.lost());
        assertEquals(51, ashby.shotsFor());
        assertEquals(52, ashby.shotsAgainst());
        assertEquals(3, ashby.points());
    }

    @Test
    void mostPointsFirst() {
        LeagueTable table = new LeagueTable()
                .add(result("Ashby", 21, "Castle Park", 14))
                .add(result("Dunmore", 15, "Ashby", 19))
                .add(result("Castle Park", 16, "Dunmore", 16));
        assertEquals(List.of("Ashby", "Castle Park", "Dunmore"), order(table));
    }

    @Test
    void matchesAreAddedByTheirResult() {
        Match match = Scorecard.parse("Ashby v Dunmore\nH 3\nA 1\nH 2\n");
        LeagueTable table = new LeagueTable().add(match);
        assertEquals(2, table.get("Ashby").points());
        assertEquals(0, table.get("Dunmore").points());
    }

    @Test
    void otherPointsRules() {
        LeagueTable table = new LeagueTable(new PointsRule(3, 1, 0))
                .add(result("Ashby", 21, "Castle Park", 14));
        assertEquals(3, table.get("Ashby").points());
        assertThrows(IllegalArgumentException.class, () -> new PointsRule(1, 2, 0));
    }

    @Test
    void unknownClub() {
        assertThrows(IllegalArgumentException.class, () -> new LeagueTable().get("Nowhere"));
    }
}
