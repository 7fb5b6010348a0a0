package org.example.roastery;

import java.util.List;

/** The house profiles, for a full 12 kg drum on a warm day. */
public final class Profiles {
    private Profiles() {
    }

    public static Profile espresso() {
        return new Profile("espresso", List.of(
                new Setpoint(0, 200),
                new Setpoint(90, 95),
                new Setpoint(270, 150),
                new Setpoint(540, 196),
                new Setpoint(660, 212)));
    }

    public static Profile filter() {
        return new Profile("filter", List.of(
                new Setpoint(0, 205),
                new Setpoint(80, 98),
                new Setpoint(240, 152),
                new Setpoint(480, 195),
                new Setpoint(570, 204)));
    }
}
