package com.brackenleather.tannery;

/** Selection grades, best first, with the fraction of the list price each fetches. */
public enum Grade {
    A(1.00),
    B(0.85),
    C(0.70),
    D(0.50),
    REJECT(0.0);

    private final double priceFactor;

    Grade(double priceFactor) {
        this.priceFactor = priceFactor;
    }

    public double priceFactor() {
        return priceFactor;
    }

    public boolean saleable() {
        return this != REJECT;
    }
}
