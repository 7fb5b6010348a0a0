package llamatrek;

import java.util.Objects;

/** One stretch of a route between two named points. */
public record Leg(String from, String to, double km, int ascentM, int descentM) {

    public Leg {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
        if (km <= 0) {
            throw new IllegalArgumentException("Leg " + from + " to " + to + " must have a length");
        }
        if (ascentM < 0 || descentM < 0) {
            throw new IllegalArgumentException("Ascent and descent are given as positive metres");
        }
    }
}
