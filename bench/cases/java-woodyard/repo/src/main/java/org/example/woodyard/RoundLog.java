package org.example.woodyard;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * One log as measured at the yard: its length and its diameter at the middle, in centimetres, and the number
 * of knots the measurer counted along it.
 */
public record RoundLog(String tag, Species species, int lengthCm, int midDiameterCm, int knots) {

    public RoundLog {
        if (lengthCm <= 0 || midDiameterCm <= 0) {
            throw new IllegalArgumentException("log " + tag + ": length and diameter must be positive");
        }
        if (knots < 0) {
            throw new IllegalArgumentException("log " + tag + ": knots cannot be negative");
        }
    }

    /** Huber's formula, the cross-section at mid length times the length, in cubic metres to 3 places. */
    public BigDecimal volumeM3() {
        double radiusM = midDiameterCm / 200.0;
        double volume = Math.PI * radiusM * radiusM * (lengthCm / 100.0);
        return BigDecimal.valueOf(volume).setScale(3, RoundingMode.HALF_UP);
    }
}
