package net.riverside.regatta;

import java.util.ArrayList;
import java.util.List;

/**
 * Who goes through from the heats: the first crews of each heat, in heat order
 * and place order, as the seeding for the next round's draw.
 */
public final class Progression {

    private final int perHeat;

    public Progression(int perHeat) {
        if (perHeat < 1) {
            throw new IllegalArgumentException("at least one crew must go through per heat");
        }
        this.perHeat = perHeat;
    }

    public int perHeat() {
        return perHeat;
    }

    public List<Crew> qualifiers(List<RaceResults> heats) {
        List<Crew> direct = new ArrayList<>();
        for (RaceResults heat : heats) {
            for (RaceResults.Placing p : heat.placings()) {
                if (p.place() >= 1 && p.place() <= perHeat) {
                    direct.add(p.crew());
                }
            }
        }
        return seedByPlace(direct, heats);
    }

    /** Winners first (in heat order), then the second placed crews, and so on. */
    static List<Crew> seedByPlace(List<Crew> crews, List<RaceResults> heats) {
        List<Crew> seeded = new ArrayList<>();
        for (int place = 1; seeded.size() < crews.size(); place++) {
            boolean any = false;
            for (RaceResults heat : heats) {
                for (RaceResults.Placing p : heat.placings()) {
                    if (p.place() == place && crews.contains(p.crew()) && !seeded.contains(p.crew())) {
                        seeded.add(p.crew());
                        any = true;
                    }
                }
            }
            if (!any && place > heats.size() * 8) {
                break;
            }
        }
        return seeded;
    }
}
