package com.example.moorings.model;

/** A berth of the harbour plan and the longest boat it takes. */
public record Berth(BerthCode code, double maxLengthM) {
    public boolean fits(Boat boat) {
        return boat.lengthM() <= maxLengthM;
    }
}
