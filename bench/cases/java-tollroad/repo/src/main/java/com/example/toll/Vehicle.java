package com.example.toll;

import java.util.Objects;

/** A vehicle as the gantry cameras and the account record it. */
public final class Vehicle {
    private final String plate;
    private final int axles;
    private final int wheels;
    private final double heightMetres;

    public Vehicle(String plate, int axles, int wheels, double heightMetres) {
        if (axles < 2 && wheels != 2) {
            throw new IllegalArgumentException("a vehicle with fewer than two axles must be a two-wheeler: " + plate);
        }
        this.plate = Objects.requireNonNull(plate);
        this.axles = axles;
        this.wheels = wheels;
        this.heightMetres = heightMetres;
    }

    public static Vehicle motorcycle(String plate) {
        return new Vehicle(plate, 2, 2, 1.2);
    }

    public static Vehicle car(String plate) {
        return new Vehicle(plate, 2, 4, 1.5);
    }

    public String plate() {
        return plate;
    }

    public int axles() {
        return axles;
    }

    public int wheels() {
        return wheels;
    }

    public double heightMetres() {
        return heightMetres;
    }

    /** The toll class: two-wheelers, then by axles and height. */
    public VehicleClass tollClass() {
        if (wheels == 2) {
            return VehicleClass.MOTORCYCLE;
        }
        if (axles >= 3) {
            return VehicleClass.HEAVY;
        }
        return heightMetres > 1.9 ? VehicleClass.VAN : VehicleClass.CAR;
    }
}
