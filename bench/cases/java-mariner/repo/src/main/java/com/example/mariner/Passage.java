package com.example.mariner;

import java.time.Duration;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;

/** A planned passage through a list of waypoints. */
public final class Passage {

    private final List<Position> waypoints;

    public Passage(List<Position> waypoints) {
        if (waypoints.size() < 2) {
            throw new IllegalArgumentException("a passage needs at least two waypoints");
        }
        this.waypoints = List.copyOf(waypoints);
    }

    public List<Position> waypoints() {
        return waypoints;
    }

    /** The legs between consecutive waypoints. */
    public List<Leg> legs() {
        List<Leg> legs = new ArrayList<>();
        for (int i = 1; i < waypoints.size(); i++) {
            Position a = waypoints.get(i - 1);
            Position b = waypoints.get(i);
            legs.add(new Leg(a, b, Navigation.distanceNm(a, b), Navigation.initialBearing(a, b)));
        }
        return legs;
    }

    /** Total distance in nautical miles. */
    public double totalNm() {
        return legs().stream().mapToDouble(Leg::distanceNm).sum();
    }

    /** Estimated time of arrival at the last waypoint, leaving at start and making good knots. */
    public LocalDateTime eta(LocalDateTime start, double knots) {
        double hours = 0;
        for (Leg leg : legs()) {
            hours += leg.hoursAt(knots);
        }
        return start.plus(Duration.ofSeconds(Math.round(hours * 3600)));
    }
}
