package org.example.tyrefitting;

/** The load index table: the most a single tyre may carry, in kilograms. */
public final class LoadIndex {
    public static final int MIN = 70;
    public static final int MAX = 110;

    private static final int[] KG = {
        335, 345, 355, 365, 375, 387, 400, 412, 425, 437, // 70-79
        450, 462, 475, 487, 500, 515, 530, 545, 560, 580, // 80-89
        600, 615, 630, 650, 670, 690, 710, 730, 750, 775, // 90-99
        800, 825, 850, 875, 900, 925, 950, 975, 1000, 1030, // 100-109
        1060 // 110
    };

    private LoadIndex() {
    }

    public static int kilograms(int index) {
        if (index < MIN || index > MAX) {
            throw new IllegalArgumentException("load index " + index + " outside " + MIN + "-" + MAX);
        }
        return KG[index - MIN];
    }

    /** The smallest index whose tyres, one at each end of an axle, carry {@code axleKg}. */
    public static int forAxleLoad(int axleKg) {
        int perTyre = (axleKg + 1) / 2;
        for (int index = MIN; index <= MAX; index++) {
            if (KG[index - MIN] >= perTyre) {
                return index;
            }
        }
        throw new IllegalArgumentException("no car tyre carries " + axleKg + " kg an axle");
    }
}
