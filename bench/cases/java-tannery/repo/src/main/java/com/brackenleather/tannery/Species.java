package com.brackenleather.tannery;

/**
 * The animals whose skins come through the beamhouse.
 *
 * <p>{@code peltYield} is the limed, fleshed pelt weight as a fraction of the green (salted) weight,
 * used when a pelt has not been weighed. {@code sqFtPerKg} is the usual crust area per kilogram of green
 * weight, used to estimate the area of leather a lot will give before it is measured.
 */
public enum Species {
    COW("cow hide", 1.10, 1.45),
    CALF("calf skin", 1.05, 2.05),
    SHEEP("sheepskin", 0.80, 2.30),
    GOAT("goatskin", 0.90, 2.40),
    DEER("deerskin", 0.95, 1.95);

    private final String label;
    private final double peltYield;
    private final double sqFtPerKg;

    Species(String label, double peltYield, double sqFtPerKg) {
        this.label = label;
        this.peltYield = peltYield;
        this.sqFtPerKg = sqFtPerKg;
    }

    public String label() {
        return label;
    }

    public double peltYield() {
        return peltYield;
    }

    public double sqFtPerKg() {
        return sqFtPerKg;
    }

    /** Skins small enough to be sold by the whole skin rather than by area on small orders. */
    public boolean isSkin() {
        return this != COW;
    }
}
