package uk.co.ashdownnews.rounds;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * A customer's regular order for one title. An empty {@code days} set means every issue;
 * otherwise only issues falling on those days are delivered ("Saturday only").
 */
public record StandingOrder(String account, String publication, Set<DayOfWeek> days) {

    public StandingOrder {
        Objects.requireNonNull(account, "account");
        Objects.requireNonNull(publication, "publication");
        days = days == null || days.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(days));
    }

    public static StandingOrder every(String account, String publication) {
        return new StandingOrder(account, publication, Set.of());
    }

    public static StandingOrder on(String account, String publication, DayOfWeek first, DayOfWeek... rest) {
        return new StandingOrder(account, publication, EnumSet.of(first, rest));
    }

    public boolean wantedOn(LocalDate date) {
        return days.isEmpty() || days.contains(date.getDayOfWeek());
    }
}
