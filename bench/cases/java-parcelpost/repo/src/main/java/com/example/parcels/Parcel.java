package com.example.parcels;

/** A parcel as handed in at the counter. */
public record Parcel(int weightGrams, long declaredValueCents) {
    public Parcel {
        if (weightGrams <= 0) {
            throw new IllegalArgumentException("weight must be positive: " + weightGrams);
        }
        if (declaredValueCents < 0) {
            throw new IllegalArgumentException("declared value must not be negative");
        }
    }

    /** The weight the parcel is charged by, in grams. */
    public int chargeableGrams() {
        return weightGrams;
    }
}
