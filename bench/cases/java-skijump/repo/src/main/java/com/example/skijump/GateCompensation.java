package com.example.skijump;

/**
 * Gate compensation. Gates are numbered from the bottom of the in-run, so a higher gate means a longer
 * in-run and more speed. A jumper sent down from lower than the round's start gate gets points for the
 * speed given up; from higher, points are taken off.
 */
public final class GateCompensation {
    private GateCompensation() {
    }

    /**
     * @param gatesLowered how many gates below the start gate the jumper started (negative when above)
     */
    public static double points(Hill hill, int gatesLowered) {
        return Points.round(gatesLowered * hill.pointsPerGate());
    }
}
