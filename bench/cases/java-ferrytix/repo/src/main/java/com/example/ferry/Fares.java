package com.example.ferry;

/** Prices bookings, in cents. */
public final class Fares {
    static final int ADULT_LOW = 2400;
    static final int ADULT_HIGH = 3600;
    static final int PER_EXTRA_METRE = 400;

    private Fares() {}

    public static int adultFare(Season season) {
        return season == Season.HIGH ? ADULT_HIGH : ADULT_LOW;
    }

    public static int passengerFare(PassengerType type, Season season) {
        return adultFare(season) * type.percentOfAdult() / 100;
    }

    public static int vehicleCharge(Vehicle vehicle, double lengthMetres) {
        switch (vehicle) {
            case NONE:
                return 0;
            case BICYCLE:
                return 500;
            case MOTORBIKE:
                return 1200;
            case CAR:
                return 2500 + startedMetresOver(lengthMetres, 5.0) * PER_EXTRA_METRE;
            case VAN:
                return 3800 + startedMetresOver(lengthMetres, 6.0) * PER_EXTRA_METRE;
            default:
                throw new IllegalArgumentException("vehicle " + vehicle);
        }
    }

    /** Metres over the included length, each started metre counted whole. */
    static int startedMetresOver(double lengthMetres, double included) {
        double over = lengthMetres - included;
        return over <= 0 ? 0 : (int) Math.ceil(over - 1e-9);
    }

    public static int quote(Booking booking) {
        Season season = Season.of(booking.sailing());
        int total = 0;
        for (PassengerType p : booking.passengers()) {
            total += passengerFare(p, season);
        }
        return total + vehicleCharge(booking.vehicle(), booking.lengthMetres());
    }
}
