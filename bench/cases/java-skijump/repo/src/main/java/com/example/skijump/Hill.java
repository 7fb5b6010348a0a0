package com.example.skijump;

/**
 * A jumping hill as certified: its construction point (K), its hill size (HS) and the two
 * compensation factors the jury works with.
 *
 * @param name           the venue and hill, e.g. "Holmenkollen HS134"
 * @param kPoint         the construction point in metres
 * @param hillSize       the hill size in metres
 * @param headWindFactor points per m/s of head wind (tail wind is worth {@link #TAIL_WIND_RATIO} times more)
 * @param gateFactor     points per metre of in-run length between two gates
 * @param gateSpacing    in-run metres from one gate to the next
 */
public record Hill(String name, int kPoint, int hillSize, double headWindFactor, double gateFactor,
                   double gateSpacing) {

    /** Tail wind helps a jumper more than the same head wind hinders one. */
    public static final double TAIL_WIND_RATIO = 1.21;

    /** Flying hills (HS 185 and over) give 120 points at K, all others 60. */
    public static final int FLYING_HILL_SIZE = 185;

    public Hill {
        if (kPoint <= 0 || hillSize < kPoint) {
            throw new IllegalArgumentException("hill " + name + ": K " + kPoint + " and HS " + hillSize);
        }
        if (headWindFactor < 0 || gateFactor < 0 || gateSpacing <= 0) {
            throw new IllegalArgumentException("hill " + name + ": negative factor");
        }
    }

    /** Points for each metre jumped beyond (or short of) K, by the size of the hill. */
    public double meterValue() {
        if (kPoint < 25) return 4.8;
        if (kPoint < 30) return 4.4;
        if (kPoint < 35) return 4.0;
        if (kPoint < 40) return 3.6;
        if (kPoint < 50) return 3.2;
        if (kPoint < 60) return 2.8;
        if (kPoint < 70) return 2.4;
        if (kPoint < 80) return 2.2;
        if (kPoint < 100) return 2.0;
        if (kPoint < 170) return 1.8;
        return 1.2;
    }

    /** The points a jump landing exactly on K earns. */
    public double kPointPoints() {
        return hillSize >= FLYING_HILL_SIZE ? 120.0 : 60.0;
    }

    public double tailWindFactor() {
        return headWindFactor * TAIL_WIND_RATIO;
    }

    /** Points for one gate step: the in-run metres between two gates times the gate factor. */
    public double pointsPerGate() {
        return gateSpacing * gateFactor;
    }
}
