package org.example.bobsleigh;

/**
 * One sled's run in one heat. Times are in hundredths of a second: the push (the start time, timed over the
 * first 50 m) and the run (start to finish, the time that counts). A sled that did not finish has a run of 0.
 */
public record Heat(int bib, int heat, int pushHundredths, int runHundredths, Status status) {
    public Heat {
        if (heat < 1) {
            throw new IllegalArgumentException("heat " + heat);
        }
        if (status.finished() && runHundredths <= pushHundredths) {
            throw new IllegalArgumentException("bib " + bib + " heat " + heat + ": run shorter than its push");
        }
    }
}
