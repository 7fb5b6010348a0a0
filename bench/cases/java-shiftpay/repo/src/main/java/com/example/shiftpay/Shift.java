package com.example.shiftpay;

import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalTime;

/** One worked shift: a start and end clock time on a date, with an unpaid break. */
public record Shift(LocalDate date, LocalTime start, LocalTime end, int breakMinutes) {

    public Shift {
        if (breakMinutes < 0) {
            throw new IllegalArgumentException("break must not be negative: " + breakMinutes);
        }
    }

    /** Paid minutes; a shift that ends at or before its start runs past midnight. */
    public long paidMinutes() {
        long span = Duration.between(start, end).toMinutes();
        if (span <= 0) {
            span += 24 * 60;
        }
        long paid = span - breakMinutes;
        if (paid < 0) {
            throw new IllegalStateException("break longer than the shift on " + date);
        }
        return paid;
    }

    /** Whether the shift runs past midnight. */
    public boolean overnight() {
        return !end.isAfter(start);
    }
}
