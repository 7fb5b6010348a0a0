package org.clinic.triage;

/** Triage levels, most urgent first; {@link #rank()} is higher for more urgent. */
public enum Level {
    RESUSCITATION(5, 0),
    EMERGENT(4, 15),
    URGENT(3, 30),
    LESS_URGENT(2, 60),
    NON_URGENT(1, 120);

    private final int rank;
    private final int targetMinutes;

    Level(int rank, int targetMinutes) {
        this.rank = rank;
        this.targetMinutes = targetMinutes;
    }

    public int rank() {
        return rank;
    }

    /** The longest a patient of this level should wait to be seen, in minutes. */
    public int targetMinutes() {
        return targetMinutes;
    }
}
