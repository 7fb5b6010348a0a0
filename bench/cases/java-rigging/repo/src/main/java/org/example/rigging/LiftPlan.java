package org.example.rigging;

import java.util.ArrayList;
import java.util.List;

/**
 * One lift: the load, the rigging under the hook, the crane's hook block, the working radius and
 * the chart, and the slings with their leg angle. The hook load is everything the crane holds.
 */
public final class LiftPlan {
    private final String description;
    private final double loadKg;
    private final double riggingKg;
    private final double hookBlockKg;
    private final double radiusM;
    private final LoadChart chart;
    private final List<Sling> slings;
    private final double legAngleDeg;

    public LiftPlan(String description, double loadKg, double riggingKg, double hookBlockKg, double radiusM,
            LoadChart chart, List<Sling> slings, double legAngleDeg) {
        this.description = description;
        this.loadKg = loadKg;
        this.riggingKg = riggingKg;
        this.hookBlockKg = hookBlockKg;
        this.radiusM = radiusM;
        this.chart = chart;
        this.slings = List.copyOf(slings);
        this.legAngleDeg = legAngleDeg;
    }

    public String description() {
        return description;
    }

    public double loadKg() {
        return loadKg;
    }

    public double radiusM() {
        return radiusM;
    }

    public LoadChart chart() {
        return chart;
    }

    public List<Sling> slings() {
        return slings;
    }

    public double legAngleDeg() {
        return legAngleDeg;
    }

    public double grossLoadKg() {
        return loadKg + riggingKg + hookBlockKg;
    }

    public double utilisation() {
        return grossLoadKg() / chart.capacityAt(radiusM);
    }

    public Category category() {
        return Category.of(utilisation());
    }

    /** The slings that cannot take the load (without the hook block, which hangs above them) at the leg angle. */
    public List<Sling> overloadedSlings() {
        List<Sling> out = new ArrayList<>();
        for (Sling s : slings) {
            if (s.capacityKg(legAngleDeg) < loadKg + riggingKg) {
                out.add(s);
            }
        }
        return out;
    }
}
