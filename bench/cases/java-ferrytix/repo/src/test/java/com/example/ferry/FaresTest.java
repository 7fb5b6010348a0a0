package com.example.ferry;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

class FaresTest {
    private static final LocalDate APRIL = LocalDate.of(2026, 4, 10);
    private static final LocalDate JULY = LocalDate.of(2026, 7, 10);

    @Test
    void familyOnFootInLowSeason() {
        Booking b = Booking.footPassengers(APRIL, PassengerType.ADULT, PassengerType.ADULT, PassengerType.CHILD,
                PassengerType.INFANT);
        assertEquals(2400 + 2400 + 1200, Fares.quote(b));
    }

    @Test
    void seniorInHighSeason() {
        assertEquals(2520, Fares.quote(Booking.footPassengers(JULY, PassengerType.SENIOR)));
    }

    @Test
    void carWithinItsLength() {
        Booking b = new Booking(APRIL, List.of(PassengerType.ADULT), Vehicle.CAR, 4.6);
        assertEquals(2400 + 2500, Fares.quote(b));
    }

    @Test
    void longCarPaysEachStartedMetre() {
        assertEquals(2500 + 2 * 400, Fares.vehicleCharge(Vehicle.CAR, 6.2));
    }

    @Test
    void vanOverItsLength() {
        Booking b = new Booking(JULY, List.of(PassengerType.ADULT, PassengerType.ADULT), Vehicle.VAN, 6.5);
        assertEquals(3600 + 3600 + 3800 + 400, Fares.quote(b));
    }

    @Test
    void vanAtItsLength() {
        assertEquals(3800, Fares.vehicleCharge(Vehicle.VAN, 6.0));
    }

    @Test
    void bicycleAndMotorbikeAreFlat() {
        assertEquals(500, Fares.vehicleCharge(Vehicle.BICYCLE, 1.8));
        assertEquals(1200, Fares.vehicleCharge(Vehicle.MOTORBIKE, 2.4));
    }
}
