package org.example.rigging;

import java.util.ArrayList;
import java.util.List;

/**
 * A crane's rated capacity by working radius for one configuration (boom length, counterweight,
 * outriggers). Between two rows the capacity of the larger radius applies: charts are never
 * interpolated.
 */
public final class LoadChart {
    private final String configuration;
    private final double[] radii;
    private final double[] capacities;

    public LoadChart(String configuration, double[] radii, double[] capacities) {
        if (radii.length == 0 || radii.length != capacities.length) {
            throw new IllegalArgumentException("chart needs matching radius and capacity rows");
        }
        for (int i = 1; i < radii.length; i++) {
            if (radii[i] <= radii[i - 1]) {
                throw new IllegalArgumentException("radii must increase at row " + i);
            }
        }
        this.configuration = configuration;
        this.radii = radii.clone();
        this.capacities = capacities.clone();
    }

    public String configuration() {
        return configuration;
    }

    public double maxRadius() {
        return radii[radii.length - 1];
    }

    /** Rated capacity in kilograms at {@code radiusM}, from the first row at or beyond it. */
    public double capacityAt(double radiusM) {
        if (radiusM > maxRadius()) {
            throw new IllegalArgumentException("radius " + radiusM + " m is beyond the chart (" + maxRadius() + " m)");
        }
        for (int i = 0; i < radii.length; i++) {
            if (radii[i] >= radiusM) {
                return capacities[i];
            }
        }
        throw new IllegalStateException("unreachable");
    }

    public List<double[]> rows() {
        List<double[]> out = new ArrayList<>();
        for (int i = 0; i < radii.length; i++) {
            out.add(new double[] {radii[i], capacities[i]});
        }
        return out;
    }
}
