package org.clinic.triage;

import java.time.LocalTime;
import java.util.Objects;

/** One patient waiting: who, how urgent, when they were triaged. */
public record Visit(String patient, Level level, LocalTime arrival) {
    public Visit {
        Objects.requireNonNull(patient, "patient");
        Objects.requireNonNull(level, "level");
        Objects.requireNonNull(arrival, "arrival");
        if (patient.isBlank()) {
            throw new IllegalArgumentException("patient must not be blank");
        }
    }

    public int urgency() {
        return level.rank();
    }

    /** This visit, re-triaged at another level but keeping its place in time. */
    public Visit withLevel(Level newLevel) {
        return new Visit(patient, newLevel, arrival);
    }
}
