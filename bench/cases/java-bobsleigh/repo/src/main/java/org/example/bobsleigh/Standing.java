package org.example.bobsleigh;

/**
 * A sled's place after the heats run so far: rank 0 when it is out of the ranking (a heat not finished),
 * the total of its run times and its fastest push.
 */
public record Standing(int rank, Sled sled, int totalHundredths, int bestPushHundredths) {
    public boolean ranked() {
        return rank > 0;
    }
}
