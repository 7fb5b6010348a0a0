package org.example.chronometer;

/** The criteria of the certification, in the order of the timing sheet. */
public enum Criterion {
    MEAN_DAILY_RATE("Mean daily rate", "s/d"),
    MEAN_VARIATION("Mean variation in rates", "s/d"),
    GREATEST_VARIATION("Greatest variation in rates", "s/d"),
    HV_DIFFERENCE("Difference vertical - horizontal", "s/d"),
    LARGEST_VARIATION("Largest variation in rates", "s/d"),
    THERMAL_VARIATION("Thermal variation", "s/d/C"),
    RATE_RESUMPTION("Rate resumption", "s/d");

    private final String label;
    private final String unit;

    Criterion(String label, String unit) {
        this.label = label;
        this.unit = unit;
    }

    public String label() {
        return label;
    }

    public String unit() {
        return unit;
    }
}
