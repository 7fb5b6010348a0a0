package com.brackenleather.tannery;

/** How the crust is finished, with the surcharge in pence per square foot over crust. */
public enum Finish {
    CRUST(0),
    ANILINE(120),
    PIGMENTED(60),
    SUEDE(40);

    private final int surchargePence;

    Finish(int surchargePence) {
        this.surchargePence = surchargePence;
    }

    public int surchargePence() {
        return surchargePence;
    }
}
