package uk.co.seaholme.guesthouse.housekeeping;

/** What a room needs doing, and roughly how long it takes. */
public enum TaskKind {
    /** The guests have left: strip the beds, clean the bathroom, hoover through. */
    FULL_CLEAN(45),
    /** The guests are staying on: make the beds, fresh towels, empty the bins. */
    TIDY(20);

    private final int minutes;

    TaskKind(int minutes) {
        this.minutes = minutes;
    }

    public int minutes() {
        return minutes;
    }
}
