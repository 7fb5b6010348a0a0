package com.brackenleather.tannery;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * One hide or skin as it moves through the works: received green (salted) and weighed, weighed again as a
 * limed pelt in the beamhouse, and measured for area once in the crust.
 */
public final class Hide {
    private final String id;
    private final Species species;
    private final double greenWeightKg;
    private final List<Defect> defects = new ArrayList<>();
    private double peltWeightKg;
    private double measuredAreaSqFt;

    public Hide(String id, Species species, double greenWeightKg) {
        if (id == null || id.isBlank()) {
            throw new IllegalArgumentException("hide id is required");
        }
        if (greenWeightKg <= 0) {
            throw new IllegalArgumentException("green weight must be positive: " + greenWeightKg);
        }
        this.id = id;
        this.species = Objects.requireNonNull(species, "species");
        this.greenWeightKg = greenWeightKg;
    }

    public String id() {
        return id;
    }

    public Species species() {
        return species;
    }

    public double greenWeightKg() {
        return greenWeightKg;
    }

    /** The weighed pelt weight, or the species' usual yield of the green weight if not yet weighed. */
    public double peltWeightKg() {
        if (peltWeightKg > 0) {
            return peltWeightKg;
        }
        return greenWeightKg * species.peltYield();
    }

    public boolean peltWeighed() {
        return peltWeightKg > 0;
    }

    public Hide weighPelt(double kg) {
        if (kg <= 0) {
            throw new IllegalArgumentException("pelt weight must be positive: " + kg);
        }
        this.peltWeightKg = kg;
        return this;
    }

    public Hide addDefect(DefectType type, double lengthCm) {
        defects.add(new Defect(type, lengthCm));
        return this;
    }

    public List<Defect> defects() {
        return Collections.unmodifiableList(defects);
    }

    public boolean measured() {
        return measuredAreaSqFt > 0;
    }

    public Hide measure(double sqFt) {
        if (sqFt <= 0) {
            throw new IllegalArgumentException("area must be positive: " + sqFt);
        }
        this.measuredAreaSqFt = sqFt;
        return this;
    }

    /** Measured crust area, or the estimate from green weight before measuring. */
    public double areaSqFt() {
        if (measured()) {
            return measuredAreaSqFt;
        }
        return estimatedAreaSqFt();
    }

    public double estimatedAreaSqFt() {
        return greenWeightKg * species.sqFtPerKg();
    }

    @Override
    public String toString() {
        return id + " (" + species.label() + ", " + greenWeightKg + " kg green)";
    }
}
