package bridgeclub.model;

/** Whether a contract was doubled or redoubled. */
public enum Doubling {
    UNDOUBLED(1, ""),
    DOUBLED(2, "X"),
    REDOUBLED(4, "XX");

    private final int multiplier;
    private final String suffix;

    Doubling(int multiplier, String suffix) {
        this.multiplier = multiplier;
        this.suffix = suffix;
    }

    /** Factor on the trick score. */
    public int multiplier() {
        return multiplier;
    }

    public String suffix() {
        return suffix;
    }

    public static Doubling fromSuffix(String suffix) {
        for (Doubling d : values()) {
            if (d.suffix.equalsIgnoreCase(suffix)) {
                return d;
            }
        }
        throw new IllegalArgumentException("not a doubling: " + suffix);
    }
}
