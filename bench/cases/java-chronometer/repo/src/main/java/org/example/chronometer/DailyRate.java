package org.example.chronometer;

/**
 * The rate of one test day: seconds gained (positive) or lost (negative) over the 24 hours
 * the movement spent in {@code position} at {@code temperature} degrees Celsius.
 */
public record DailyRate(int day, Position position, double temperature, double rate) {

    public DailyRate {
        if (day < 1) {
            throw new IllegalArgumentException("test days count from 1, got " + day);
        }
        if (position == null) {
            throw new IllegalArgumentException("day " + day + " has no position");
        }
    }
}
