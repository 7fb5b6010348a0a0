package org.taxirank.model;

/** The council's tariffs: flag fall, then a rate per started 200 m and per started minute of waiting. */
public enum Tariff {
    DAY(320, 40, 30),
    NIGHT(420, 55, 40),
    HOLIDAY(480, 60, 45);

    private final int flagFallPence;
    private final int per200mPence;
    private final int perWaitingMinutePence;

    Tariff(int flagFallPence, int per200mPence, int perWaitingMinutePence) {
        this.flagFallPence = flagFallPence;
        this.per200mPence = per200mPence;
        this.perWaitingMinutePence = perWaitingMinutePence;
    }

    public int flagFallPence() {
        return flagFallPence;
    }

    public int per200mPence() {
        return per200mPence;
    }

    public int perWaitingMinutePence() {
        return perWaitingMinutePence;
    }
}
