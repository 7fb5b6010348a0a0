package com.brackenleather.tannery;

/** Faults found on the grain when a hide is sorted. Points are per 10 cm of the defect's length. */
public enum DefectType {
    SCAR(2),
    HOLE(6),
    BRAND(4),
    TICK_MARK(1),
    GRAIN_CRACK(3),
    VEIN(1);

    private final int pointsPer10Cm;

    DefectType(int pointsPer10Cm) {
        this.pointsPer10Cm = pointsPer10Cm;
    }

    public int pointsPer10Cm() {
        return pointsPer10Cm;
    }
}
