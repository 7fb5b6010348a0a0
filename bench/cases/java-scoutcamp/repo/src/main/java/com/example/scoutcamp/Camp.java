package com.example.scoutcamp;

import java.time.LocalDate;

/** A camp: where, from which day, for how many nights. */
public record Camp(String site, LocalDate firstDay, int nights) {
    public Camp {
        if (nights < 1) {
            throw new IllegalArgumentException("a camp lasts at least one night");
        }
    }

    public LocalDate lastDay() {
        return firstDay.plusDays(nights);
    }
}
