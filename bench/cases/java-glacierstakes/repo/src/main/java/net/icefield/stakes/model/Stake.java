package net.icefield.stakes.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** An ablation stake at a surveyed elevation, with its visits in the order they were made. */
public final class Stake {
    private final String id;
    private final double elevationM;
    private final List<Reading> readings = new ArrayList<>();

    public Stake(String id, double elevationM) {
        if (id == null || id.isBlank()) {
            throw new IllegalArgumentException("stake without an id");
        }
        this.id = id;
        this.elevationM = elevationM;
    }

    public String id() {
        return id;
    }

    public double elevationM() {
        return elevationM;
    }

    public Stake add(Reading reading) {
        if (!readings.isEmpty() && !reading.date().isAfter(readings.get(readings.size() - 1).date())) {
            throw new IllegalArgumentException("stake " + id + ": visit on " + reading.date() + " out of order");
        }
        readings.add(reading);
        return this;
    }

    public List<Reading> readings() {
        return Collections.unmodifiableList(readings);
    }
}
