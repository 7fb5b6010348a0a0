package com.example.bowls;

/** One club's line in the league table. */
public final class Standing {

    private final String club;
    private int played;
    private int won;
    private int drawn;
    private int lost;
    private int shotsFor;
    private int shotsAgainst;
    private int points;

    public Standing(String club) {
        this.club = club;
    }

    void record(Match.Result result, PointsRule rule) {
        boolean home = club.equals(result.home());
        if (!home && !club.equals(result.away())) {
            throw new IllegalArgumentException(club + " did not play " + result.home() + " v " + result.away());
        }
        played++;
        shotsFor += home ? result.homeShots() : result.awayShots();
        shotsAgainst += home ? result.awayShots() : result.homeShots();
        if (result.isDraw()) {
            drawn++;
        } else if (club.equals(result.winner())) {
            won++;
        } else {
            lost++;
        }
        points += rule.pointsFor(result, club);
    }

    public String club() {
        return club;
    }

    public int played() {
        return played;
    }

    public int won() {
        return won;
    }

    public int drawn() {
        return drawn;
    }

    public int lost() {
        return lost;
    }

    public int shotsFor() {
        return shotsFor;
    }

    public int shotsAgainst() {
        return shotsAgainst;
    }

    public int points() {
        return points;
    }

    @Override
    public String toString() {
        return club + " P" + played + " W" + won + " D" + drawn + " L" + lost + " " + shotsFor + "-" + shotsAgainst
                + " " + points + "pts";
    }
}
