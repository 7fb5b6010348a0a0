package com.example.mariner;

import java.time.Duration;
import java.time.LocalDateTime;

/**
 * A rising tide from one low water to the next high water, with heights above chart datum in
 * metres. Heights between are estimated by the rule of twelfths.
 */
public record Tide(LocalDateTime lowWater, double lowHeight, LocalDateTime highWater, double highHeight) {

    /** Cumulative twelfths of the range risen at the end of each sixth of the tide. */
    private static final int[] TWELFTHS = {0, 1, 3, 6, 9, 11, 12};

    public Tide {
        if (!highWater.isAfter(lowWater)) {
            throw new IllegalArgumentException("high water must follow low water");
        }
        if (highHeight < lowHeight) {
            throw new IllegalArgumentException("high water lower than low water");
        }
    }

    public double range() {
        return highHeight - lowHeight;
    }

    /** The length of the rise in hours. */
    public double hours() {
        return Duration.between(lowWater, highWater).toMinutes() / 60.0;
    }

    /** Twelfths of the range risen after hoursFromLow of a rise lasting duration hours. */
    public static double twelfthsRisen(double hoursFromLow, double duration) {
        double x = Math.max(0, Math.min(6, hoursFromLow / duration * 6));
        int whole = (int) Math.floor(x);
        if (whole == 6) {
            return 12;
        }
        double frac = x - whole;
        return TWELFTHS[whole] + frac * (TWELFTHS[whole + 1] - TWELFTHS[whole]);
    }

    /** Height of tide one hour mark after low water (1 = one "tide hour"). */
    public double heightAtHour(int hour) {
        return lowHeight + range() * twelfthsRisen(hour * hours() / 6, hours()) / 12;
    }
}
