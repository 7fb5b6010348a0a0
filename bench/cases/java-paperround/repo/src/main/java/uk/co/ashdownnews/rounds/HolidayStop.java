package uk.co.ashdownnews.rounds;

import java.time.LocalDate;
import java.util.Objects;

/**
 * A customer away: nothing is delivered or charged from {@code from} to {@code until}, both
 * days included.
 */
public record HolidayStop(String account, LocalDate from, LocalDate until) {

    public HolidayStop {
        Objects.requireNonNull(account, "account");
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(until, "until");
        if (until.isBefore(from)) {
            throw new IllegalArgumentException(account + ": holiday ends before it starts");
        }
    }

    public boolean covers(LocalDate date) {
        return !date.isBefore(from) && !date.isAfter(until);
    }
}
