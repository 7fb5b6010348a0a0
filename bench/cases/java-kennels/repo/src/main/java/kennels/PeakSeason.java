package kennels;

import java.time.LocalDate;
import java.util.Objects;

/** A stretch of the year, first to last day inclusive, when nights carry a surcharge. */
public record PeakSeason(String name, LocalDate first, LocalDate last) {

    public PeakSeason {
        Objects.requireNonNull(name, "name");
        if (last.isBefore(first)) {
            throw new IllegalArgumentException(name + ": last day before first day");
        }
    }

    /** True if the night starting on the given day falls in the season. */
    public boolean contains(LocalDate night) {
        return !night.isBefore(first) && !night.isAfter(last);
    }
}
