package org.sugarbush;

/** How many taps a sugar maple can take, by its trunk diameter at breast height (cm). */
public final class TapPlanner {
    private TapPlanner() {
    }

    public static int tapsFor(double diameterCm) {
        if (diameterCm < 25) {
            return 0;
        }
        if (diameterCm < 45) {
            return 1;
        }
        if (diameterCm < 65) {
            return 2;
        }
        return 3;
    }

    public static int tapsFor(double... diameters) {
        int total = 0;
        for (double d : diameters) {
            total += tapsFor(d);
        }
        return total;
    }
}
