package org.sugarbush;

/** A wood-fired evaporator pan, rated by the litres of water it boils off per hour. */
public final class Evaporator {
    private final double boilOffPerHour;

    public Evaporator(double boilOffPerHour) {
        if (boilOffPerHour <= 0) {
            throw new IllegalArgumentException("boil-off rate must be positive");
        }
        this.boilOffPerHour = boilOffPerHour;
    }

    /** Hours to boil a tank of sap down to syrup, to a tenth of an hour. */
    public double hoursToBoil(double sapLitres, double sapBrix) {
        double water = sapLitres - SapRatio.syrupFrom(sapLitres, sapBrix);
        return Math.ceil(water / boilOffPerHour * 10.0) / 10.0;
    }
}
