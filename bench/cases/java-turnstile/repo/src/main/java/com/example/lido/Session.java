package com.example.lido;

/** The swimming sessions of a day, with the adult price of each in pence. */
public enum Session {
    EARLY_SWIM(450),
    DAYTIME(600),
    EVENING(520);

    private final int adultPence;

    Session(int adultPence) {
        this.adultPence = adultPence;
    }

    public int adultPence() {
        return adultPence;
    }
}
