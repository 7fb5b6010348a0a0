package uk.co.seaholme.guesthouse.model;

import java.util.Objects;

/** The lead guest of a booking and the size of the party. */
public record Guest(String name, String email, int adults, int children) {

    public Guest {
        Objects.requireNonNull(name, "name");
        if (adults < 1) {
            throw new IllegalArgumentException("a booking needs at least one adult");
        }
        if (children < 0) {
            throw new IllegalArgumentException("children cannot be negative");
        }
    }

    public int partySize() {
        return adults + children;
    }
}
