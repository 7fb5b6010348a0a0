package org.example.roastery;

/** A customer's order of roasted coffee: which green lot, on which house profile, how many kilograms. */
public record Order(String customer, String lot, String profile, double roastedKg) {
}
