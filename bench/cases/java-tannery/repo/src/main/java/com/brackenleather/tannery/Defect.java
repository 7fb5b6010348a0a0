package com.brackenleather.tannery;

/** One fault on a hide, with its length in centimetres (a hole's length is its widest span). */
public record Defect(DefectType type, double lengthCm) {

    public Defect {
        if (type == null) {
            throw new IllegalArgumentException("defect type is required");
        }
        if (lengthCm <= 0) {
            throw new IllegalArgumentException("defect length must be positive: " + lengthCm);
        }
    }

    /** Points for this defect: whole started 10 cm runs times the type's points. */
    public int points() {
        int runs = (int) Math.ceil(lengthCm / 10.0);
        return runs * type.pointsPer10Cm();
    }
}
