package kennels;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * A household's dogs staying together in one run. The dogs arrive on the
 * check-in day and go home on the check-out day, so the nights charged are
 * check-in up to but not including check-out.
 */
public record Booking(String reference, String household, List<Dog> dogs, LocalDate checkIn, LocalDate checkOut,
                      KennelRun run, Set<Extra> extras) {

    public Booking {
        Objects.requireNonNull(reference, "reference");
        Objects.requireNonNull(checkIn, "checkIn");
        Objects.requireNonNull(checkOut, "checkOut");
        if (!checkOut.isAfter(checkIn)) {
            throw new IllegalArgumentException(reference + ": check-out must be after check-in");
        }
        if (dogs.isEmpty()) {
            throw new IllegalArgumentException(reference + ": a booking needs at least one dog");
        }
        dogs = List.copyOf(dogs);
        extras = extras.isEmpty() ? EnumSet.noneOf(Extra.class) : EnumSet.copyOf(extras);
    }

    public long nights() {
        return ChronoUnit.DAYS.between(checkIn, checkOut);
    }

    /** True if the two bookings have a night in common. */
    public boolean overlaps(LocalDate otherIn, LocalDate otherOut) {
        return checkIn.isBefore(otherOut) && otherIn.isBefore(checkOut);
    }

    public boolean sharing() {
        return dogs.size() > 1;
    }
}
