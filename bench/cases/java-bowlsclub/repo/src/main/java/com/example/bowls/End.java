package com.example.bowls;

/**
 * One end of a match: the side that scored and how many shots it scored. In lawn bowls only the side
 * holding shot scores on an end, so an end is either a score for home, a score for away, or a dead
 * (replayed) end that scores nothing.
 */
public record End(Side scorer, int shots) {

    /** Which side of a match. */
    public enum Side { HOME, AWAY }

    /** The most shots one end can score in fours (four players with two bowls each). */
    public static final int MAX_SHOTS = 8;

    public End {
        if (shots < 0 || shots > MAX_SHOTS) {
            throw new IllegalArgumentException("shots on an end must be 0.." + MAX_SHOTS + ", got " + shots);
        }
        if (shots > 0 && scorer == null) {
            throw new IllegalArgumentException("an end with shots needs a scoring side");
        }
    }

    public static End home(int shots) {
        return new End(Side.HOME, shots);
    }

    public static End away(int shots) {
        return new End(Side.AWAY, shots);
    }

    public static End dead() {
        return new End(null, 0);
    }

    public boolean isDead() {
        return shots == 0;
    }

    public int shotsFor(Side side) {
        return side == scorer ? shots : 0;
    }
}
