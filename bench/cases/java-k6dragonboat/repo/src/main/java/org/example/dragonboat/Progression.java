package org.example.dragonboat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/** From the heats to the next round: the fastest crews across all heats go through, seeded by time. */
public final class Progression {
    private Progression() {
    }

    /** A finisher of some heat with its time. */
    public record Entry(Crew crew, RaceTime time, String heat) {
    }

    /** Every finisher of the heats, fastest first. */
    public static List<Entry> ranking(List<Heat> heats) {
        List<Entry> all = new ArrayList<>();
        for (Heat heat : heats) {
            Map<String, RaceTime> results = heat.results();
            for (Crew crew : heat.finishers()) {
                all.add(new Entry(crew, results.get(crew.name()), heat.name()));
            }
        }
        all.sort(Comparator.comparing(Entry::time));
        return all;
    }

    /** The crews through to the next round, fastest first. */
    public static List<Crew> qualifiers(List<Heat> heats, int places) {
        List<Crew> out = new ArrayList<>();
        for (Entry e : ranking(heats)) {
            if (out.size() == places) {
                break;
            }
            out.add(e.crew());
        }
        return out;
    }

    /** The next round's lanes: the qualifiers seeded from the middle out. */
    public static Map<Integer, Crew> nextRound(List<Heat> heats, int laneCount) {
        return Draw.seed(qualifiers(heats, laneCount), laneCount);
    }
}
