package com.example.toll;

/** The toll of a trip in cents: kilometres times the class's rate, half as much again at peak. */
public final class TollCalculator {
    private final Network network;

    public TollCalculator(Network network) {
        this.network = network;
    }

    public long charge(Trip trip) {
        double km = network.distance(trip.entry(), trip.exit());
        double cents = km * trip.vehicle().tollClass().centsPerKm();
        if (PeakHours.isPeak(trip.entered())) {
            cents *= 1.5;
        }
        return Math.round(cents);
    }
}
