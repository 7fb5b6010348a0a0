package com.example.toll;

/** Toll classes, each with its rate per kilometre in cents. */
public enum VehicleClass {
    MOTORCYCLE(6),
    CAR(12),
    VAN(18),
    HEAVY(40);

    private final int centsPerKm;

    VehicleClass(int centsPerKm) {
        this.centsPerKm = centsPerKm;
    }

    public int centsPerKm() {
        return centsPerKm;
    }
}
