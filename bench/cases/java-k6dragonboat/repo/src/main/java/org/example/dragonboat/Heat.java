package org.example.dragonboat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** One heat: the crews in their lanes and, once raced, their times. A crew without a time did not finish. */
public final class Heat {
    private final String name;
    private final Map<Integer, Crew> lanes = new TreeMap<>();
    private final Map<String, RaceTime> results = new LinkedHashMap<>();

    public Heat(String name) {
        this.name = name;
    }

    public String name() {
        return name;
    }

    public Heat lane(int lane, Crew crew) {
        if (lanes.containsKey(lane)) {
            throw new IllegalArgumentException(name + ": lane " + lane + " is taken");
        }
        lanes.put(lane, crew);
        return this;
    }

    public Map<Integer, Crew> lanes() {
        return Collections.unmodifiableMap(lanes);
    }

    public Heat record(Crew crew, RaceTime time) {
        if (!lanes.containsValue(crew)) {
            throw new IllegalArgumentException(name + ": " + crew.label() + " did not race here");
        }
        results.put(crew.name(), time);
        return this;
    }

    /** The times recorded, by crew name. */
    public Map<String, RaceTime> results() {
        return Collections.unmodifiableMap(results);
    }

    /** The crews that finished, fastest first. */
    public List<Crew> finishers() {
        List<Crew> out = new ArrayList<>();
        for (Crew crew : lanes.values()) {
            if (results.containsKey(crew.name())) {
                out.add(crew);
            }
        }
        out.sort((a, b) -> results.get(a.name()).compareTo(results.get(b.name())));
        return out;
    }

    /** The crew's place in this heat, 1 for the winner; 0 if it did not finish. */
    public int placeOf(Crew crew) {
        return finishers().indexOf(crew) + 1;
    }
}
