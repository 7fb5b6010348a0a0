package com.example.pigeons;

/** A member's loft, where the birds fly home to, at its surveyed position. */
public final class Loft {
    private static final double EARTH_RADIUS_M = 6_371_000.0;

    private final String fancier;
    private final double lat;
    private final double lon;

    public Loft(String fancier, double lat, double lon) {
        this.fancier = fancier;
        this.lat = lat;
        this.lon = lon;
    }

    public String fancier() {
        return fancier;
    }

    public double lat() {
        return lat;
    }

    public double lon() {
        return lon;
    }

    /** Great-circle distance from a release point to this loft, in metres. */
    public double metresFrom(double fromLat, double fromLon) {
        double dLat = Math.toRadians(lat - fromLat);
        double dLon = Math.toRadians(lon - fromLon);
        double h = Math.pow(Math.sin(dLat / 2), 2)
                + Math.cos(Math.toRadians(fromLat)) * Math.cos(Math.toRadians(lat)) * Math.pow(Math.sin(dLon / 2), 2);
        return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1.0, Math.sqrt(h)));
    }
}
