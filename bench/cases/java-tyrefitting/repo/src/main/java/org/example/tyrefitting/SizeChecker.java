package org.example.tyrefitting;

import java.util.ArrayList;
import java.util.List;

/**
 * Whether a different size may go on a car in place of the size it left the factory with: the overall
 * diameter within a tolerance (so the speedometer and ABS still read right), no lower load index, no lower
 * speed rating.
 */
public class SizeChecker {
    public static final double DEFAULT_TOLERANCE = 0.03;

    private final double tolerance;

    public SizeChecker() {
        this(DEFAULT_TOLERANCE);
    }

    public SizeChecker(double tolerance) {
        if (tolerance <= 0 || tolerance > 0.1) {
            throw new IllegalArgumentException("tolerance " + tolerance);
        }
        this.tolerance = tolerance;
    }

    /** The overall diameter of {@code candidate} as a fraction more (or less) than {@code original}. */
    public static double diameterChange(TyreSize original, TyreSize candidate) {
        return candidate.diameterMm() / original.diameterMm() - 1.0;
    }

    public List<String> problems(TyreSize original, TyreSize candidate) {
        List<String> problems = new ArrayList<>();
        double change = diameterChange(original, candidate);
        if (Math.abs(change) > tolerance) {
            problems.add(String.format("diameter %+.1f%%", change * 100));
        }
        if (candidate.loadIndex() < original.loadIndex()) {
            problems.add("load index " + candidate.loadIndex() + " below " + original.loadIndex());
        }
        if (!candidate.speed().atLeast(original.speed())) {
            problems.add("speed rating " + candidate.speed() + " below " + original.speed());
        }
        return problems;
    }

    public boolean acceptable(TyreSize original, TyreSize candidate) {
        return problems(original, candidate).isEmpty();
    }
}
