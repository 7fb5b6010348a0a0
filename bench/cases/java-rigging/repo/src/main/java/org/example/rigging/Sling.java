package org.example.rigging;

/**
 * A sling assembly: its working load limit for one leg in a straight vertical pull, the number of
 * legs sharing the load and the hitch. Leg angles are measured from the vertical.
 */
public record Sling(String id, double wllKg, int legs, Hitch hitch) {

    public Sling {
        if (wllKg <= 0) {
            throw new IllegalArgumentException("WLL must be positive: " + id);
        }
        if (legs < 1 || legs > 4) {
            throw new IllegalArgumentException("1 to 4 legs: " + id);
        }
    }

    /** The tension in a leg per unit of vertical share at {@code angleDeg} from the vertical. */
    public static double tensionFactor(double angleDeg) {
        if (angleDeg < 0 || angleDeg >= 90) {
            throw new IllegalArgumentException("leg angle out of range: " + angleDeg);
        }
        return 1.0 / Math.cos(Math.toRadians(angleDeg));
    }

    /**
     * The load this assembly may lift with its legs at {@code angleDeg} from the vertical. By the
     * usual rule a three- or four-leg sling is rated as if only two legs carried the load, since
     * the load is seldom shared evenly.
     */
    public double capacityKg(double angleDeg) {
        int carrying = Math.min(legs, 2);
        return wllKg * hitch.factor() * carrying / tensionFactor(angleDeg);
    }
}
