package com.example.bowls;

/** League points for a win, a draw and a loss. */
public record PointsRule(int win, int draw, int loss) {

    /** Two for a win, one for a draw, none for a loss. */
    public static final PointsRule STANDARD = new PointsRule(2, 1, 0);

    public PointsRule {
        if (win < draw || draw < loss) {
            throw new IllegalArgumentException("a win must be worth at least a draw, a draw at least a loss");
        }
    }

    public int pointsFor(Match.Result result, String club) {
        if (result.isDraw()) {
            return draw;
        }
        return club.equals(result.winner()) ? win : loss;
    }
}
