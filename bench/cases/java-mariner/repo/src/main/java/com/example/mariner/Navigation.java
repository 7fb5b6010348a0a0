package com.example.mariner;

/** Great-circle distance and bearing on a spherical earth. */
public final class Navigation {

    /** Mean earth radius in nautical miles. */
    public static final double EARTH_RADIUS_NM = 3440.065;

    private Navigation() {
    }

    /** Great-circle distance from a to b in nautical miles (haversine). */
    public static double distanceNm(Position a, Position b) {
        double p1 = Math.toRadians(a.lat());
        double p2 = Math.toRadians(b.lat());
        double dp = p2 - p1;
        double dl = Math.toRadians(b.lon() - a.lon());
        double h = Math.sin(dp / 2) * Math.sin(dp / 2)
                + Math.cos(p1) * Math.cos(p2) * Math.sin(dl / 2) * Math.sin(dl / 2);
        return 2 * EARTH_RADIUS_NM * Math.asin(Math.min(1, Math.sqrt(h)));
    }

    /** Initial true bearing from a towards b, 0 to 360 degrees. */
    public static double initialBearing(Position from, Position to) {
        double p1 = Math.toRadians(from.lat());
        double p2 = Math.toRadians(to.lat());
        double dl = Math.toRadians(to.lon() - from.lon());
        double y = Math.sin(dl) * Math.cos(p2);
        double x = Math.cos(p1) * Math.sin(p2) - Math.sin(p1) * Math.cos(p2) * Math.cos(dl);
        return normalise(Math.toDegrees(Math.atan2(y, x)));
    }

    /** Brings an angle into 0 (inclusive) to 360 (exclusive). */
    public static double normalise(double degrees) {
        double d = degrees % 360;
        return d < 0 ? d + 360 : d;
    }
}
