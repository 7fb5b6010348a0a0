package org.harbour.pilots;

/** A harbour pilot: the deepest draught they are licensed for and the minute of the day they are free. */
public record Pilot(String name, double maxDraught, int freeFrom) {
    public Pilot {
        if (maxDraught <= 0) {
            throw new IllegalArgumentException("licence draught must be positive: " + maxDraught);
        }
    }

    public boolean licensedFor(Vessel vessel) {
        return vessel.draught() <= maxDraught;
    }
}
