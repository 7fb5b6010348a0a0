package org.example.roastery;

/** One drum to roast: how much of which green lot, on which profile. */
public record PlannedBatch(String lot, double greenKg, Profile profile) {
}
