package org.example.florist;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;

/** When an order can go out: same day if ordered before the cut-off, never on a Sunday. */
public final class DeliverySchedule {
    public static final LocalTime CUT_OFF = LocalTime.of(13, 0);

    private DeliverySchedule() {}

    public static LocalDate nextDay(LocalDateTime orderedAt) {
        LocalDate day = orderedAt.toLocalDate();
        if (!orderedAt.toLocalTime().isBefore(CUT_OFF)) {
            day = day.plusDays(1);
        }
        return skipClosed(day);
    }

    public static boolean canDeliverOn(LocalDate day, LocalDateTime orderedAt) {
        return !day.isBefore(nextDay(orderedAt)) && day.getDayOfWeek() != DayOfWeek.SUNDAY;
    }

    private static LocalDate skipClosed(LocalDate day) {
        return day.getDayOfWeek() == DayOfWeek.SUNDAY ? day.plusDays(1) : day;
    }
}
