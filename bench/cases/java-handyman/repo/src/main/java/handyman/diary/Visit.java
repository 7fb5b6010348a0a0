package handyman.diary;

import java.time.LocalDate;
import java.time.LocalTime;
import java.util.Objects;

/** A booked visit to a customer's address. */
public record Visit(String jobReference, String postcode, LocalDate date, LocalTime start, int minutes) {

    public Visit {
        Objects.requireNonNull(jobReference, "jobReference");
        Objects.requireNonNull(postcode, "postcode");
        if (minutes <= 0) {
            throw new IllegalArgumentException("minutes must be positive: " + minutes);
        }
    }

    public LocalTime end() {
        return start.plusMinutes(minutes);
    }

    /** The outward part of the postcode, e.g. "BS7" for "BS7 8AB". */
    public String district() {
        return Postcodes.district(postcode);
    }
}
