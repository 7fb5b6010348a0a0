package com.example.mariner;

/** One leg of a passage, from one waypoint to the next. */
public record Leg(Position from, Position to, double distanceNm, double trueCourse) {

    /** The time to run the leg at speed knots, in hours. */
    public double hoursAt(double knots) {
        if (knots <= 0) {
            throw new IllegalArgumentException("speed must be positive: " + knots);
        }
        return distanceNm / knots;
    }
}
