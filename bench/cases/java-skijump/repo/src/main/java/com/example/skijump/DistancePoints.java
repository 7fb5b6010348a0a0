package com.example.skijump;

/** Distance points: the K-point value plus or minus the meter value for each metre from K. */
public final class DistancePoints {
    private DistancePoints() {
    }

    /**
     * @param distance the measured distance in metres, to half a metre
     * @return the distance points, never below zero
     */
    public static double points(Hill hill, double distance) {
        if (distance < 0 || distance * 2 != Math.floor(distance * 2)) {
            throw new IllegalArgumentException("distance must be a non-negative multiple of 0.5 m: " + distance);
        }
        double points = hill.kPointPoints() + (distance - hill.kPoint()) * hill.meterValue();
        return Points.round(Math.max(0.0, points));
    }
}
