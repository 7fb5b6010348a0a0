package com.brackenleather.tannery;

/**
 * One step of a drum formula: a chemical (or water) added as a percentage of the pelt weight in the drum,
 * then run for a number of minutes.
 */
public record Addition(String chemical, double percent, int minutes) {

    public Addition {
        if (chemical == null || chemical.isBlank()) {
            throw new IllegalArgumentException("chemical is required");
        }
        if (percent < 0) {
            throw new IllegalArgumentException("percent must not be negative: " + percent);
        }
        if (minutes < 0) {
            throw new IllegalArgumentException("minutes must not be negative: " + minutes);
        }
    }

    public double kgFor(double peltWeightKg) {
        return peltWeightKg * percent / 100.0;
    }
}
