package com.example.bowls;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** A league match between two clubs, played over a fixed number of scoring ends. */
public final class Match {

    private final String home;
    private final String away;
    private final List<End> ends = new ArrayList<>();

    public Match(String home, String away) {
        if (home.equals(away)) {
            throw new IllegalArgumentException("a club cannot play itself: " + home);
        }
        this.home = home;
        this.away = away;
    }

    public Match play(End end) {
        ends.add(end);
        return this;
    }

    public String home() {
        return home;
    }

    public String away() {
        return away;
    }

    public List<End> ends() {
        return Collections.unmodifiableList(ends);
    }

    public int shots(End.Side side) {
        int total = 0;
        for (End end : ends) {
            total += end.shotsFor(side);
        }
        return total;
    }

    public int endsWon(End.Side side) {
        int won = 0;
        for (End end : ends) {
            if (!end.isDead() && end.scorer() == side) {
                won++;
            }
        }
        return won;
    }

    public Result result() {
        return new Result(home, away, shots(End.Side.HOME), shots(End.Side.AWAY));
    }

    /** The final score of a match. */
    public record Result(String home, String away, int homeShots, int awayShots) {

        public boolean isDraw() {
            return homeShots == awayShots;
        }

        /** The winning club, or null for a draw. */
        public String winner() {
            if (isDraw()) {
                return null;
            }
            return homeShots > awayShots ? home : away;
        }

        public int margin() {
            return Math.abs(homeShots - awayShots);
        }
    }
}
