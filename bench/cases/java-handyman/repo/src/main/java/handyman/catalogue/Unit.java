package handyman.catalogue;

/** How a material is sold. */
public enum Unit {
    EACH("each"),
    METRE("m"),
    LITRE("l"),
    BOX("box");

    private final String symbol;

    Unit(String symbol) {
        this.symbol = symbol;
    }

    public String symbol() {
        return symbol;
    }

    /** Whether a part of one unit can be sold, such as 2.5 m of cable. */
    public boolean divisible() {
        return this == METRE || this == LITRE;
    }
}
