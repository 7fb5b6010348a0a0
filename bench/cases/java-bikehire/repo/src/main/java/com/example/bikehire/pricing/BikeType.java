package com.example.bikehire.pricing;

/** Bike types, with the price of a 15-minute block and the most a day's hire can cost, in cents. */
public enum BikeType {
    CITY(150, 1800),
    ELECTRIC(300, 3600),
    CARGO(400, 4500);

    private final int blockPrice;
    private final int dayCap;

    BikeType(int blockPrice, int dayCap) {
        this.blockPrice = blockPrice;
        this.dayCap = dayCap;
    }

    public int blockPrice() {
        return blockPrice;
    }

    public int dayCap() {
        return dayCap;
    }
}
