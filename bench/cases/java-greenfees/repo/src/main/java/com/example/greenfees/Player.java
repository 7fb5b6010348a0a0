package com.example.greenfees;

import java.util.Objects;

/** One player in a booking. */
public record Player(String name, Category category) {
    public Player {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(category, "category");
        if (name.isBlank()) {
            throw new IllegalArgumentException("a player needs a name");
        }
    }
}
