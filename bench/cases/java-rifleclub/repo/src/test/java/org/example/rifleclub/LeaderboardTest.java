package org.example.rifleclub;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class LeaderboardTest {

    @Test
    void bestTotalFirst() {
        List<Leaderboard.Place> board = Leaderboard.of(ScoreSheet.parse(Sheets.LEAGUE_NIGHT));
        assertEquals(List.of("Ann Marsh", "Dev Sandhu", "Cat Lindqvist", "Ben Oduya"),
                board.stream().map(p -> p.card().shooter()).toList());
        assertEquals(List.of(192, 192, 179, 175), board.stream().map(p -> p.card().total()).toList());
    }

    @Test
    void equalTotalsShareAPlace() {
        List<Leaderboard.Place> board = Leaderboard.of(ScoreSheet.parse(Sheets.LEAGUE_NIGHT));
        assertEquals(List.of(1, 1, 3, 4), board.stream().map(Leaderboard.Place::place).toList());
        assertEquals(" 3  Cat Lindqvist     179  20   7", board.get(2).toString());
    }
}
