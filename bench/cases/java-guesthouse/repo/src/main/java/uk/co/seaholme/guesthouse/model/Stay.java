package uk.co.seaholme.guesthouse.model;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.Objects;

/** Arrival and departure dates. The guest sleeps the nights from check-in up to, not including, check-out. */
public record Stay(LocalDate checkIn, LocalDate checkOut) {

    public Stay {
        Objects.requireNonNull(checkIn, "checkIn");
        Objects.requireNonNull(checkOut, "checkOut");
        if (!checkOut.isAfter(checkIn)) {
            throw new IllegalArgumentException("check-out " + checkOut + " is not after check-in " + checkIn);
        }
    }

    public static Stay of(LocalDate checkIn, int nights) {
        return new Stay(checkIn, checkIn.plusDays(nights));
    }

    public int nights() {
        return (int) ChronoUnit.DAYS.between(checkIn, checkOut);
    }

    /** Whether the guest sleeps in the room on the night that starts on {@code date}. */
    public boolean includesNight(LocalDate date) {
        return !date.isBefore(checkIn) && date.isBefore(checkOut);
    }

    /** Two stays clash if they share a night; a departure and an arrival on the same day do not. */
    public boolean overlaps(Stay other) {
        return checkIn.isBefore(other.checkOut) && other.checkIn.isBefore(checkOut);
    }
}
