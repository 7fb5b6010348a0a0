package com.example.fleet;

import java.util.Objects;

public record Vehicle(String plate, String model, int tankLitres) {
    public Vehicle {
        Objects.requireNonNull(plate, "plate");
        if (plate.isBlank()) {
            throw new IllegalArgumentException("blank plate");
        }
        if (tankLitres <= 0) {
            throw new IllegalArgumentException("tank must hold fuel: " + tankLitres);
        }
        plate = plate.strip().toUpperCase();
    }
}
