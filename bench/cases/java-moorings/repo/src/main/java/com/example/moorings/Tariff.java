package com.example.moorings;

import com.example.moorings.model.Boat;

/** Nightly berthing fees, in pence, by the metre of the boat's length (part metres round up). */
public final class Tariff {
    private final int visitorPencePerMetre;
    private final int residentPencePerMetre;

    public Tariff(int visitorPencePerMetre, int residentPencePerMetre) {
        this.visitorPencePerMetre = visitorPencePerMetre;
        this.residentPencePerMetre = residentPencePerMetre;
    }

    public static Tariff standard() {
        return new Tariff(320, 95);
    }

    public int nightly(Boat boat) {
        int metres = (int) Math.ceil(boat.lengthM());
        return metres * (boat.resident() ? residentPencePerMetre : visitorPencePerMetre);
    }

    public int forNights(Boat boat, int nights) {
        if (nights < 1) {
            throw new IllegalArgumentException("at least one night: " + nights);
        }
        return nightly(boat) * nights;
    }
}
