package net.riverside.regatta;

/**
 * Masters handicaps: a crew's category comes from its average age, and each
 * category has a time allowance over 1000 m in a single scull, scaled for the
 * boat class and the course length.
 */
public final class MastersHandicap {

    /** Lowest average age of categories A to K. */
    static final int[] CATEGORY_MIN_AGE = {27, 36, 43, 50, 55, 60, 65, 70, 75, 80, 85};

    static final String CATEGORIES = "ABCDEFGHIJK";

    /** Allowance in seconds over 1000 m in a single scull, categories A to K. */
    static final double[] SINGLE_SCULL_SECONDS = {0, 6, 12, 20, 26, 33, 41, 50, 61, 74, 89};

    private MastersHandicap() {
    }

    /** The masters category letter for a crew of the given average age. */
    public static char category(int averageAge) {
        if (averageAge < CATEGORY_MIN_AGE[0]) {
            throw new IllegalArgumentException("not a masters crew: average age " + averageAge);
        }
        int i = CATEGORY_MIN_AGE.length - 1;
        while (CATEGORY_MIN_AGE[i] > averageAge) {
            i--;
        }
        return CATEGORIES.charAt(i);
    }

    public static char category(Crew crew) {
        return category(crew.averageAge());
    }

    /** The allowance in hundredths of a second for a crew over a course of the given length. */
    public static long allowance(Crew crew, int courseMetres) {
        int index = CATEGORIES.indexOf(category(crew));
        double seconds = SINGLE_SCULL_SECONDS[index]
                * crew.boatClass().handicapFactor()
                * courseMetres / 1000.0;
        return Math.round(seconds * 100);
    }
}
