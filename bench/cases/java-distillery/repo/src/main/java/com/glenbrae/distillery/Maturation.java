package com.glenbrae.distillery;

/**
 * Projects what a cask will hold after some more years in the warehouse.
 * Volume falls by the cask type's annual loss, compounded; in a damp dunnage
 * warehouse alcohol evaporates a little faster than water, so strength drifts
 * down by {@link #ABV_DRIFT_PER_YEAR} points a year.
 */
public final class Maturation {

    public static final double ABV_DRIFT_PER_YEAR = 0.3;

    private Maturation() {
    }

    public record Projection(int years, double litres, double abv) {
        public double lpa() {
            return Strength.lpa(litres, abv);
        }
    }

    public static Projection project(Cask cask, int years) {
        if (years < 0) {
            throw new IllegalArgumentException("negative years: " + years);
        }
        double litres = cask.litres() * Math.pow(1.0 - cask.type().annualLoss(), years);
        double abv = Math.max(0.0, cask.abv() - ABV_DRIFT_PER_YEAR * years);
        return new Projection(years, litres, abv);
    }

    /** Litres expected to be lost from the cask over {@code years} years. */
    public static double angelsShare(Cask cask, int years) {
        return cask.litres() - project(cask, years).litres();
    }
}
