package net.riverside.regatta;

/**
 * The boat classes raced at the regatta, with the number of rowers each seats
 * and whether a cox steers.
 */
public enum BoatClass {
    SINGLE("1x", 1, false, 1.00),
    DOUBLE("2x", 2, false, 0.93),
    PAIR("2-", 2, false, 0.95),
    QUAD("4x", 4, false, 0.86),
    COXLESS_FOUR("4-", 4, false, 0.88),
    COXED_FOUR("4+", 4, true, 0.92),
    EIGHT("8+", 8, true, 0.82);

    private final String code;
    private final int rowers;
    private final boolean coxed;
    private final double handicapFactor;

    BoatClass(String code, int rowers, boolean coxed, double handicapFactor) {
        this.code = code;
        this.rowers = rowers;
        this.coxed = coxed;
        this.handicapFactor = handicapFactor;
    }

    public String code() {
        return code;
    }

    public int rowers() {
        return rowers;
    }

    public boolean coxed() {
        return coxed;
    }

    /** Share of the single sculls handicap that applies to this boat. */
    public double handicapFactor() {
        return handicapFactor;
    }

    public static BoatClass fromCode(String code) {
        for (BoatClass b : values()) {
            if (b.code.equals(code)) {
                return b;
            }
        }
        throw new IllegalArgumentException("unknown boat class: " + code);
    }
}
