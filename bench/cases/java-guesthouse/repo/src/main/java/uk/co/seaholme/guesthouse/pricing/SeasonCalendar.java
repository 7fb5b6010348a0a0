package uk.co.seaholme.guesthouse.pricing;

import java.time.LocalDate;
import java.time.Month;
import java.time.MonthDay;
import java.util.List;
import java.util.Optional;

/** The seasons of the year in order of precedence; a night outside them all is charged at the base rate. */
public final class SeasonCalendar {

    private final List<Season> seasons;

    public SeasonCalendar(List<Season> seasons) {
        this.seasons = List.copyOf(seasons);
    }

    public static SeasonCalendar standard() {
        return new SeasonCalendar(List.of(
                new Season("Christmas", MonthDay.of(Month.DECEMBER, 20), MonthDay.of(Month.JANUARY, 2), 125),
                new Season("Summer", MonthDay.of(Month.JULY, 15), MonthDay.of(Month.AUGUST, 31), 130),
                new Season("Winter", MonthDay.of(Month.NOVEMBER, 1), MonthDay.of(Month.MARCH, 15), 80)));
    }

    public Optional<Season> seasonFor(LocalDate date) {
        return seasons.stream().filter(s -> s.contains(date)).findFirst();
    }

    public int percentFor(LocalDate date) {
        return seasonFor(date).map(Season::percent).orElse(100);
    }

    /** The base rate adjusted for the season of the night, to the nearest penny. */
    public long apply(long basePence, LocalDate night) {
        return Math.round(basePence * percentFor(night) / 100.0);
    }
}
