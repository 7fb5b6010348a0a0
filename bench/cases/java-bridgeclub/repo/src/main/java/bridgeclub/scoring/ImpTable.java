package bridgeclub.scoring;

/** The international match point scale. */
public final class ImpTable {

    /** Lowest difference worth 1, 2, 3, ... 24 IMPs. */
    private static final int[] THRESHOLDS = {
        20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600,
        750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000,
    };

    private ImpTable() {
    }

    /** IMPs for a points difference, with its sign: -430 gives -10. */
    public static int imps(int difference) {
        int size = Math.abs(difference);
        int imps = 0;
        while (imps < THRESHOLDS.length && size >= THRESHOLDS[imps]) {
            imps++;
        }
        return difference < 0 ? -imps : imps;
    }

    /** IMPs to the first of two scores on the same board: imps(ours - theirs). */
    public static int compare(int ours, int theirs) {
        return imps(ours - theirs);
    }
}
