package bridgeclub.scoring;

import java.util.ArrayList;
import java.util.List;

/**
 * Matchpoints on one board: each score earns 2 for every other score on the board it beats and
 * 1 for every one it ties, so a board played n times has a top of 2(n - 1).
 */
public final class Matchpoints {

    private Matchpoints() {
    }

    public static int top(int timesPlayed) {
        return timesPlayed < 1 ? 0 : 2 * (timesPlayed - 1);
    }

    /** Matchpoints for each of the given scores, in the same order. */
    public static List<Integer> award(List<Integer> scores) {
        List<Integer> awards = new ArrayList<>(scores.size());
        for (int i = 0; i < scores.size(); i++) {
            int mine = scores.get(i);
            int points = 0;
            for (int j = 0; j < scores.size(); j++) {
                if (i == j) {
                    continue;
                }
                int other = scores.get(j);
                if (mine > other) {
                    points += 2;
                } else if (mine == other) {
                    points += 1;
                }
            }
            awards.add(points);
        }
        return awards;
    }
}
