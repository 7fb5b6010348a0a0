package com.example.moorings.model;

/** A visiting or resident boat. Lengths are overall, in metres. */
public record Boat(String name, double lengthM, boolean resident) {
    public Boat {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a boat needs a name");
        }
        if (lengthM <= 0) {
            throw new IllegalArgumentException(name + ": length must be positive");
        }
    }
}
