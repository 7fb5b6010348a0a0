package net.icefield.stakes.model;

import java.time.LocalDate;

/** One visit to a stake: exposure above the ice surface and the snow lying on it. */
public record Reading(LocalDate date, double exposureCm, double snowCm, double snowDensity) {

    public Reading {
        if (date == null) {
            throw new IllegalArgumentException("reading without a date");
        }
        if (exposureCm < 0 || snowCm < 0) {
            throw new IllegalArgumentException("negative exposure or snow depth on " + date);
        }
        if (snowCm > 0 && (snowDensity < 50 || snowDensity > 917)) {
            throw new IllegalArgumentException("implausible snow density " + snowDensity + " kg/m3 on " + date);
        }
    }

    /** Ice surface only, no snow. */
    public static Reading bare(LocalDate date, double exposureCm) {
        return new Reading(date, exposureCm, 0, 0);
    }
}
