package kennels;

/**
 * Size bands used for run allocation and nightly rates. A dog belongs to the
 * band whose lower bound its weight reaches.
 */
public enum Size {
    SMALL(0.0),
    MEDIUM(10.0),
    LARGE(25.0),
    GIANT(45.0);

    private final double fromKg;

    Size(double fromKg) {
        this.fromKg = fromKg;
    }

    public double fromKg() {
        return fromKg;
    }

    public static Size forWeight(double kg) {
        if (kg <= 0 || Double.isNaN(kg)) {
            throw new IllegalArgumentException("weight must be positive: " + kg);
        }
        Size result = SMALL;
        for (Size size : values()) {
            if (kg >= size.fromKg) {
                result = size;
            }
        }
        return result;
    }

    /** True if a run built for this size can take a dog of the other size. */
    public boolean fits(Size dog) {
        return dog.ordinal() <= ordinal();
    }
}
