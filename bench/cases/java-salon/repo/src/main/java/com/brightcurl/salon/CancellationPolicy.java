package com.brightcurl.salon;

import java.time.Duration;
import java.time.LocalDateTime;

/**
 * What a client is charged for cancelling: nothing with two days' notice, a quarter
 * of the price with a day's notice, half inside a day, the full price for a no-show.
 */
public final class CancellationPolicy {

    private final int freeNoticeHours;
    private final int shortNoticeHours;

    public CancellationPolicy() {
        this(48, 24);
    }

    public CancellationPolicy(int freeNoticeHours, int shortNoticeHours) {
        if (shortNoticeHours > freeNoticeHours) {
            throw new IllegalArgumentException("short notice cannot be longer than free notice");
        }
        this.freeNoticeHours = freeNoticeHours;
        this.shortNoticeHours = shortNoticeHours;
    }

    public Money fee(Appointment appointment, LocalDateTime cancelledAt) {
        Duration notice = Duration.between(cancelledAt, appointment.startsAt());
        if (notice.isNegative()) {
            return noShowFee(appointment);
        }
        long hours = notice.toHours();
        if (hours >= freeNoticeHours) {
            return Money.ZERO;
        }
        if (hours >= shortNoticeHours) {
            return appointment.price().percent(25);
        }
        return appointment.price().percent(50);
    }

    public Money noShowFee(Appointment appointment) {
        return appointment.price();
    }
}
