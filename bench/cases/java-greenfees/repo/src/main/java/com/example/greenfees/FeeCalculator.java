package com.example.greenfees;

import java.time.DayOfWeek;
import java.time.LocalDateTime;

/**
 * The green fee of one player for one round: the visitor rate of the season and day, less the twilight discount
 * for a late start, less the player's category discount.
 */
public final class FeeCalculator {
    private final SeasonCalendar calendar;
    private final RateCard rates;
    private final TwilightRule twilight;

    public FeeCalculator(SeasonCalendar calendar, RateCard rates, TwilightRule twilight) {
        this.calendar = calendar;
        this.rates = rates;
        this.twilight = twilight;
    }

    public FeeCalculator() {
        this(new SeasonCalendar(), new RateCard(), new TwilightRule());
    }

    public long fee(Player player, LocalDateTime teeTime, int holes) {
        Season season = calendar.seasonOf(teeTime.toLocalDate());
        DayOfWeek day = teeTime.getDayOfWeek();
        boolean weekend = day == DayOfWeek.SATURDAY || day == DayOfWeek.SUNDAY;
        long fee = rates.visitorRate(season, weekend, holes);
        if (holes == 18 && twilight.applies(teeTime)) {
            fee = Money.less(fee, TwilightRule.DISCOUNT_PERCENT);
        }
        return Money.less(fee, player.category().discountPercent());
    }
}
