package org.harbour.pilots;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Puts pilots aboard the vessels waiting at the station. Vessels are served hazardous cargo first, then by
 * arrival, then by name; each takes the licensed pilot who is free soonest (the more senior licence, the
 * deeper draught, kept for last), and boards when both are there plus the launch's transit time.
 */
public final class PilotDispatch {
    private final int transitMinutes;

    public PilotDispatch(int transitMinutes) {
        if (transitMinutes < 0) {
            throw new IllegalArgumentException("transit time cannot be negative");
        }
        this.transitMinutes = transitMinutes;
    }

    public List<Boarding> plan(List<Vessel> vessels, List<Pilot> pilots) {
        List<Vessel> queue = new ArrayList<>(vessels);
        queue.sort(Comparator.comparing((Vessel v) -> !v.hazardous())
                .thenComparingInt(Vessel::eta)
                .thenComparing(Vessel::name));
        List<Pilot> roster = new ArrayList<>(pilots);
        List<Boarding> plan = new ArrayList<>();
        for (Vessel vessel : queue) {
            Pilot chosen = null;
            for (Pilot pilot : roster) {
                if (!pilot.licensedFor(vessel)) {
                    continue;
                }
                if (chosen == null || pilot.freeFrom() < chosen.freeFrom()
                        || pilot.freeFrom() == chosen.freeFrom() && pilot.maxDraught() < chosen.maxDraught()) {
                    chosen = pilot;
                }
            }
            if (chosen == null) {
                throw new IllegalStateException("no pilot licensed for " + vessel.name());
            }
            int at = Math.max(vessel.eta(), chosen.freeFrom() + transitMinutes);
            plan.add(new Boarding(vessel.name(), chosen.name(), at));
            roster.remove(chosen);
            roster.add(new Pilot(chosen.name(), chosen.maxDraught(), at + 60));
        }
        return plan;
    }

    public int totalWait(List<Vessel> vessels, List<Pilot> pilots) {
        int total = 0;
        List<Boarding> plan = plan(vessels, pilots);
        for (Boarding boarding : plan) {
            for (Vessel vessel : vessels) {
                if (vessel.name().equals(boarding.vessel())) {
                    total += boarding.at() - vessel.eta();
                }
            }
        }
        return total;
    }
}
