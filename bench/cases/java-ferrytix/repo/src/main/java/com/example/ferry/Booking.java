package com.example.ferry;

import java.time.LocalDate;
import java.util.List;

/** A sailing date, the passengers by type, and a vehicle with its length in metres (0 for none). */
public record Booking(LocalDate sailing, List<PassengerType> passengers, Vehicle vehicle, double lengthMetres) {
    public Booking {
        passengers = List.copyOf(passengers);
        if (passengers.isEmpty()) {
            throw new IllegalArgumentException("a booking needs a passenger");
        }
    }

    public static Booking footPassengers(LocalDate sailing, PassengerType... passengers) {
        return new Booking(sailing, List.of(passengers), Vehicle.NONE, 0);
    }
}
