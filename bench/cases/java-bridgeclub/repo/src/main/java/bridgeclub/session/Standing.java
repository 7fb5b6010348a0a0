package bridgeclub.session;

import bridgeclub.model.Side;

/** A pair's place in a session: its matchpoints out of the tops it could have scored. */
public record Standing(Side direction, int pair, int matchpoints, int possible, String rank) {

    public double percentage() {
        return possible == 0 ? 0.0 : 100.0 * matchpoints / possible;
    }

    public String label() {
        return direction + " " + pair;
    }
}
