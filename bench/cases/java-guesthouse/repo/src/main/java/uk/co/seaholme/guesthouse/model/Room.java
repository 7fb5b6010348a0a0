package uk.co.seaholme.guesthouse.model;

import java.util.Objects;

/** A letting room. */
public record Room(String number, RoomType type, boolean seaView, boolean dogFriendly) {

    public Room {
        Objects.requireNonNull(number, "number");
        Objects.requireNonNull(type, "type");
        if (number.isBlank()) {
            throw new IllegalArgumentException("room number is blank");
        }
    }

    public boolean sleeps(int people) {
        return people >= 1 && people <= type.sleeps();
    }
}
