package com.example.skijump;

/**
 * Wind compensation. The measured wind is the average along the landing slope, positive for head wind
 * (which carries the jumper further: points are taken off) and negative for tail wind (points are added).
 */
public final class WindCompensation {
    private WindCompensation() {
    }

    public static double points(Hill hill, double windMs) {
        if (windMs > 0) {
            return Points.round(-windMs * hill.headWindFactor());
        }
        return Points.round(-windMs * hill.tailWindFactor());
    }
}
