package org.harbour.pilots;

/**
 * A vessel asking for a pilot: its name, its draught in metres, the minute of the day it reaches the pilot
 * station, and whether it carries dangerous goods (those board first).
 */
public record Vessel(String name, double draught, int eta, boolean hazardous) {
    public Vessel {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a vessel needs a name");
        }
        if (draught <= 0) {
            throw new IllegalArgumentException("draught must be positive: " + draught);
        }
        if (eta < 0 || eta >= 24 * 60) {
            throw new IllegalArgumentException("eta is a minute of the day: " + eta);
        }
    }
}
