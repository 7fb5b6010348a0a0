package org.sugarbush;

/**
 * Maple syrup grades by colour, measured as light transmittance (%Tc at 560 nm) of the finished syrup.
 * Syrup too dark for a table grade is sold in bulk to packers as processing grade.
 */
public enum SyrupGrade {
    GOLDEN_DELICATE("Golden Color, Delicate Taste", 75.0),
    AMBER_RICH("Amber Color, Rich Taste", 50.0),
    DARK_ROBUST("Dark Color, Robust Taste", 25.0),
    PROCESSING("Processing Grade", 0.0);

    private final String label;
    private final double minTransmittance;

    SyrupGrade(String label, double minTransmittance) {
        this.label = label;
        this.minTransmittance = minTransmittance;
    }

    public String label() {
        return label;
    }

    public double minTransmittance() {
        return minTransmittance;
    }

    /** The grade of a syrup from its light transmittance in percent (0-100). */
    public static SyrupGrade forTransmittance(double percent) {
        if (percent < 0 || percent > 100) {
            throw new IllegalArgumentException("transmittance must be 0-100, got " + percent);
        }
        for (SyrupGrade grade : values()) {
            if (percent >= grade.minTransmittance) {
                return grade;
            }
        }
        return PROCESSING;
    }
}
