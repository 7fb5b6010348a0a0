package org.example.roastery;

/** One reading of the bean probe: seconds since charge and the bean temperature in °C. */
public record Sample(int second, double beanC) {
    public Sample {
        if (second < 0) {
            throw new IllegalArgumentException("a sample before charge: " + second + " s");
        }
    }
}
