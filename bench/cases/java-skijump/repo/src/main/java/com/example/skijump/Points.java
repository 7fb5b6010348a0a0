package com.example.skijump;

/** The competition rounds every score to a tenth of a point. */
final class Points {
    private Points() {
    }

    static double round(double points) {
        return Math.round(points * 10.0) / 10.0;
    }
}
