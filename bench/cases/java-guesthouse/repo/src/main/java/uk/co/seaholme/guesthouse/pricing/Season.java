package uk.co.seaholme.guesthouse.pricing;

import java.time.LocalDate;
import java.time.MonthDay;
import java.util.Objects;

/**
 * A named stretch of the year, first and last day inclusive, whose room rates are a percentage of the base
 * rate. A season may run over the new year (first after last).
 */
public record Season(String name, MonthDay first, MonthDay last, int percent) {

    public Season {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(first, "first");
        Objects.requireNonNull(last, "last");
        if (percent <= 0) {
            throw new IllegalArgumentException("percent must be positive");
        }
    }

    public boolean contains(LocalDate date) {
        MonthDay day = MonthDay.from(date);
        if (!first.isAfter(last)) {
            return !day.isBefore(first) && !day.isAfter(last);
        }
        return !day.isBefore(first) || !day.isAfter(last);
    }
}
