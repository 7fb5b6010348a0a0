package com.brackenleather.tannery;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Shares a lot of pelts among drums: heaviest pelts first, each into the first drum with room for it
 * (first fit decreasing), so drums run as full as their rated pelt weight allows.
 */
public final class DrumPlanner {
    private final double capacityKg;

    public DrumPlanner(double capacityKg) {
        if (capacityKg <= 0) {
            throw new IllegalArgumentException("drum capacity must be positive: " + capacityKg);
        }
        this.capacityKg = capacityKg;
    }

    public double capacityKg() {
        return capacityKg;
    }

    public List<DrumLoad> plan(List<Hide> hides) {
        List<Hide> sorted = new ArrayList<>(hides);
        sorted.sort(Comparator.comparingDouble(Hide::peltWeightKg).reversed().thenComparing(Hide::id));
        List<DrumLoad> loads = new ArrayList<>();
        for (Hide hide : sorted) {
            if (hide.peltWeightKg() > capacityKg) {
                throw new IllegalArgumentException(hide.id() + " is heavier than a whole drum");
            }
            DrumLoad target = null;
            for (DrumLoad load : loads) {
                if (load.peltWeightKg() + hide.peltWeightKg() <= capacityKg) {
                    target = load;
                    break;
                }
            }
            if (target == null) {
                target = new DrumLoad(loads.size() + 1);
                loads.add(target);
            }
            target.add(hide);
        }
        return loads;
    }
}
