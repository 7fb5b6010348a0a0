package org.hardstanding.yard;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;

/** Dates ashore: a boat lifted out on one day and back in on another stays the nights between. */
public final class StoragePeriods {
    private StoragePeriods() {
    }

    public static long daysBetween(LocalDate liftOut, LocalDate liftIn) {
        requireOrder(liftOut, liftIn);
        return ChronoUnit.DAYS.between(liftOut, liftIn);
    }

    /** Months charged for a long stay: blocks of 30 nights, a part block as a whole one. */
    public static int monthsCharged(LocalDate liftOut, LocalDate liftIn) {
        long nights = daysBetween(liftOut, liftIn);
        return (int) ((nights + 29) / 30);
    }

    static void requireOrder(LocalDate liftOut, LocalDate liftIn) {
        if (!liftIn.isAfter(liftOut)) {
            throw new IllegalArgumentException("back in on " + liftIn + " is not after out on " + liftOut);
        }
    }
}
