package org.ashgrove.kegs;

/** Cask and keg sizes the brewery fills, with their nominal volume in litres. */
public enum KegSize {
    PIN(20.4574, 25),
    FIRKIN(40.9148, 35),
    KILDERKIN(81.8296, 50),
    KEG_30(30.0, 30),
    KEG_50(50.0, 40);

    private static final double LITRES_PER_PINT = 0.568261;

    private final double litres;
    private final int depositPounds;

    KegSize(double litres, int depositPounds) {
        this.litres = litres;
        this.depositPounds = depositPounds;
    }

    public double litres() {
        return litres;
    }

    /** The refundable deposit charged while the container is out, in pence. */
    public long depositPence() {
        return depositPounds * 100L;
    }

    /** Whole pints a full container serves (a firkin is 72). */
    public int pints() {
        return (int) Math.floor(litres / LITRES_PER_PINT + 1e-9);
    }

    /** Casks (real ale) are vented and tapped; kegs are pressurised. */
    public boolean isCask() {
        return this == PIN || this == FIRKIN || this == KILDERKIN;
    }
}
