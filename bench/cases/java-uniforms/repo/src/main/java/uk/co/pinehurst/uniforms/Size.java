package uk.co.pinehurst.uniforms;

/**
 * The sizes the shop stocks, smallest first. Children's sizes are named by
 * age; from XS on the sizes are adult sizes, which matters for VAT: in the
 * UK children's clothing is zero-rated, adult sizes are standard-rated.
 */
public enum Size {
    AGE_3_4("3-4", 56, 104, false),
    AGE_5_6("5-6", 60, 116, false),
    AGE_7_8("7-8", 64, 128, false),
    AGE_9_10("9-10", 68, 140, false),
    AGE_11_12("11-12", 73, 152, false),
    AGE_13("13", 78, 158, false),
    XS("XS", 84, 164, true),
    S("S", 90, 170, true),
    M("M", 98, 176, true),
    L("L", 106, 182, true),
    XL("XL", 114, 188, true);

    private final String label;
    private final int maxChestCm;
    private final int maxHeightCm;
    private final boolean adult;

    Size(String label, int maxChestCm, int maxHeightCm, boolean adult) {
        this.label = label;
        this.maxChestCm = maxChestCm;
        this.maxHeightCm = maxHeightCm;
        this.adult = adult;
    }

    public String label() {
        return label;
    }

    public int maxChestCm() {
        return maxChestCm;
    }

    public int maxHeightCm() {
        return maxHeightCm;
    }

    public boolean isAdult() {
        return adult;
    }

    /** The size whose label is given, as printed on tickets ("9-10", "M"). */
    public static Size ofLabel(String label) {
        for (Size s : values()) {
            if (s.label.equalsIgnoreCase(label.trim())) {
                return s;
            }
        }
        throw new IllegalArgumentException("unknown size: " + label);
    }
}
