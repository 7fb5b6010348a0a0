package com.example.mariner;

/** Diesel needed for motoring a passage. */
public final class Fuel {

    private final double litresPerHour;
    private final double tankLitres;

    public Fuel(double litresPerHour, double tankLitres) {
        if (litresPerHour <= 0 || tankLitres <= 0) {
            throw new IllegalArgumentException("burn rate and tank must be positive");
        }
        this.litresPerHour = litresPerHour;
        this.tankLitres = tankLitres;
    }

    /** Litres burnt motoring the passage at knots. */
    public double litresFor(Passage p, double knots) {
        return p.totalNm() / knots * litresPerHour;
    }

    /** Whether the tank holds the passage plus a third in reserve. */
    public boolean enough(Passage p, double knots) {
        return litresFor(p, knots) * 4 / 3 <= tankLitres;
    }

    /** Motoring range in nautical miles on a full tank, keeping a third in reserve. */
    public double rangeNm(double knots) {
        return tankLitres * 3 / 4 / litresPerHour * knots;
    }
}
