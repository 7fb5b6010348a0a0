package com.example.optician;

/** Prism a lens gives where the eye does not look through its optical centre (Prentice's rule). */
public final class Prism {

    /** The horizontal prism a pair may carry unordered, in prism dioptres. */
    public static final double HORIZONTAL_TOLERANCE = 0.67;

    private Prism() {
    }

    /** The prism, in prism dioptres, at {@code offsetMm} from the optical centre of a lens of {@code power}. */
    public static double prentice(double power, double offsetMm) {
        return Math.abs(power) * Math.abs(offsetMm) / 10;
    }

    /**
     * The base direction of the prism for a lens whose optical centre sits {@code offsetMm} inwards
     * (towards the nose) of the pupil: a plus lens has its base towards its centre, a minus lens away.
     */
    public static String base(double power, double offsetMm) {
        if (power == 0 || offsetMm == 0) {
            return "none";
        }
        boolean plus = power > 0;
        boolean centreIn = offsetMm > 0;
        return plus == centreIn ? "in" : "out";
    }

    /** Whether a pair's horizontal prism, base in counted against base out, is within tolerance. */
    public static boolean withinTolerance(double rightPrism, String rightBase, double leftPrism, String leftBase) {
        double total = signed(rightPrism, rightBase) + signed(leftPrism, leftBase);
        return Math.abs(total) <= HORIZONTAL_TOLERANCE + 1e-9;
    }

    private static double signed(double prism, String base) {
        return "out".equals(base) ? -prism : prism;
    }
}
