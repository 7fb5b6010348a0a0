package com.example.parcels;

/** What a parcel costs to send: postage, insurance and the total, in cents. */
public record Quote(Zone zone, int chargeableGrams, long postageCents, long insuranceCents) {
    public long totalCents() {
        return postageCents + insuranceCents;
    }
}
