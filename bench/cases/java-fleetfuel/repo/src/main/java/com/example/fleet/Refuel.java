package com.example.fleet;

import java.time.LocalDate;

/** One fill-up: odometer reading in metres, fuel in millilitres, amount paid in cents. */
public record Refuel(String plate, LocalDate date, long odometerMetres, int fuelMillilitres, long paidCents) {
    public Refuel {
        if (fuelMillilitres <= 0) {
            throw new IllegalArgumentException("no fuel: " + fuelMillilitres);
        }
    }
}
