package org.example.roastery;

import java.util.ArrayList;
import java.util.List;

/**
 * A target roast profile: bean temperatures at given seconds, straight lines between them. The first
 * setpoint, at second 0, is the charge temperature.
 */
public final class Profile {
    private final String name;
    private final List<Setpoint> points;

    public Profile(String name, List<Setpoint> points) {
        if (points.isEmpty() || points.get(0).second() != 0) {
            throw new IllegalArgumentException(name + ": a profile starts with its charge temperature at 0 s");
        }
        for (int i = 1; i < points.size(); i++) {
            if (points.get(i).second() <= points.get(i - 1).second()) {
                throw new IllegalArgumentException(name + ": setpoints out of order at " + points.get(i).second() + " s");
            }
        }
        this.name = name;
        this.points = new ArrayList<>(points);
    }

    public String name() {
        return name;
    }

    public List<Setpoint> points() {
        return List.copyOf(points);
    }

    public double chargeTemp() {
        return points.get(0).tempC();
    }

    public int endSecond() {
        return points.get(points.size() - 1).second();
    }

    /** The target temperature at a second, on the line between the setpoints around it. */
    public double targetAt(int second) {
        if (second <= 0) {
            return chargeTemp();
        }
        for (int i = 1; i < points.size(); i++) {
            Setpoint b = points.get(i);
            if (second <= b.second()) {
                Setpoint a = points.get(i - 1);
                return a.tempC() + (b.tempC() - a.tempC()) * (second - a.second()) / (b.second() - a.second());
            }
        }
        return points.get(points.size() - 1).tempC();
    }

    /** The largest gap, in °C either way, between a roast's readings and this profile, after the turning point. */
    public double maxDeviation(RoastLog log) {
        int from = log.turningPoint().second();
        double max = 0;
        for (Sample s : log.samples()) {
            if (s.second() >= from) {
                max = Math.max(max, Math.abs(s.beanC() - targetAt(s.second())));
            }
        }
        return max;
    }
}
