package com.example.optician;

/** Lens materials the lab glazes, with their refractive index and the thinnest centre they allow. */
public enum Material {
    CR39("1.50", 1.498, 2.0),
    MID_INDEX("1.60", 1.600, 1.8),
    HIGH_INDEX("1.67", 1.670, 1.5);

    private final String label;
    private final double index;
    private final double minCentreMm;

    Material(String label, double index, double minCentreMm) {
        this.label = label;
        this.index = index;
        this.minCentreMm = minCentreMm;
    }

    public double index() {
        return index;
    }

    /** The thinnest a minus lens may be at its centre, in mm. */
    public double minCentreMm() {
        return minCentreMm;
    }

    /** The material as the lab names it: its index, "1.60". */
    public String label() {
        return label;
    }

    /** Finds a material by its label. */
    public static Material byLabel(String label) {
        for (Material m : values()) {
            if (m.label.equals(label.trim())) {
                return m;
            }
        }
        throw new IllegalArgumentException("no lens material " + label);
    }
}
