package org.example.chronometer;

/** The limits a movement must keep to be certified as a chronometer (ISO 3159, movements over 20 mm). */
public final class Limits {

    public static final double MEAN_DAILY_RATE_MIN = -4.0;
    public static final double MEAN_DAILY_RATE_MAX = 6.0;
    public static final double MEAN_VARIATION_MAX = 2.0;
    public static final double GREATEST_VARIATION_MAX = 5.0;
    public static final double HV_DIFFERENCE_MIN = -6.0;
    public static final double HV_DIFFERENCE_MAX = 8.0;
    public static final double LARGEST_VARIATION_MAX = 10.0;
    public static final double THERMAL_MAX = 0.6;
    public static final double RESUMPTION_MAX = 5.0;

    private Limits() {
    }
}
