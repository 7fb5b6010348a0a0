package org.sugarbush;

/**
 * How much sap boils down to how much syrup. The "rule of 86" (Jones): litres of sap per litre of syrup is 86
 * divided by the sap's sugar content in degrees Brix.
 */
public final class SapRatio {
    public static final double JONES_CONSTANT = 86.0;

    private SapRatio() {
    }

    public static double sapPerSyrup(double sapBrix) {
        if (sapBrix <= 0) {
            throw new IllegalArgumentException("sap Brix must be positive");
        }
        return JONES_CONSTANT / sapBrix;
    }

    /** Litres of syrup expected from litres of sap at the given Brix, to one decimal. */
    public static double syrupFrom(double sapLitres, double sapBrix) {
        return Math.round(sapLitres / sapPerSyrup(sapBrix) * 10.0) / 10.0;
    }
}
