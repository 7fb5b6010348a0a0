package org.example.dragonboat;

/** A paddler with a body weight in kilograms and the side they paddle on. */
public record Paddler(String name, double weightKg, Side side) {
    public enum Side { LEFT, RIGHT }

    public Paddler {
        if (weightKg <= 0) {
            throw new IllegalArgumentException(name + ": weight must be positive");
        }
    }
}
