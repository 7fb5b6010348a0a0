package org.taxirank.model;

/** A quoted fare, its parts in pence. */
public record Fare(Tariff tariff, int meterPence, int surchargePence) {
    public int totalPence() {
        return meterPence + surchargePence;
    }
}
