package org.example.roastery;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * The bean-probe readings of one roast, from charge to drop, with the seconds at which the roaster
 * marked yellowing and first crack.
 */
public final class RoastLog {
    private final List<Sample> samples = new ArrayList<>();
    private Integer yellowing;
    private Integer firstCrack;

    public RoastLog add(int second, double beanC) {
        if (!samples.isEmpty() && second <= last().second()) {
            throw new IllegalArgumentException("samples must move forward: " + second + " s after " + last().second() + " s");
        }
        samples.add(new Sample(second, beanC));
        return this;
    }

    public RoastLog markYellowing(int second) {
        yellowing = second;
        return this;
    }

    public RoastLog markFirstCrack(int second) {
        firstCrack = second;
        return this;
    }

    public List<Sample> samples() {
        return List.copyOf(samples);
    }

    public OptionalInt yellowing() {
        return yellowing == null ? OptionalInt.empty() : OptionalInt.of(yellowing);
    }

    public OptionalInt firstCrack() {
        return firstCrack == null ? OptionalInt.empty() : OptionalInt.of(firstCrack);
    }

    /** The drop: the last reading. */
    public int dropSecond() {
        return last().second();
    }

    public double dropTemp() {
        return last().beanC();
    }

    /** The lowest reading after charge, where the beans stop cooling the probe and start to heat. */
    public Sample turningPoint() {
        Sample low = samples.get(0);
        for (Sample s : samples) {
            if (s.beanC() < low.beanC()) {
                low = s;
            }
        }
        return low;
    }

    /** Rate of rise at a reading, in °C per minute, from the reading before it. */
    public double rateOfRise(int second) {
        for (int i = 1; i < samples.size(); i++) {
            Sample s = samples.get(i);
            if (s.second() == second) {
                Sample before = samples.get(i - 1);
                return (s.beanC() - before.beanC()) * 60.0 / (s.second() - before.second());
            }
        }
        throw new IllegalArgumentException("no reading after the first at " + second + " s");
    }

    private Sample last() {
        if (samples.isEmpty()) {
            throw new IllegalStateException("an empty roast log");
        }
        return samples.get(samples.size() - 1);
    }
}
