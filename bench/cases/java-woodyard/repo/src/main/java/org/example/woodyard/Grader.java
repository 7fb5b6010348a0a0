package org.example.woodyard;

/** Grades a log by its diameter and how knotty it is. */
public final class Grader {

    public Grade grade(RoundLog log) {
        int d = log.midDiameterCm();
        int knots = log.knots();
        if (d >= 45 && knots <= 4) {
            return Grade.PRIME;
        }
        if (d >= 30 && knots <= 12) {
            return Grade.PLANKING;
        }
        if (d >= 14) {
            return Grade.FENCING;
        }
        return Grade.FIREWOOD;
    }
}
