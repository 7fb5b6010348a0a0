package com.glenbrae.distillery;

/** The casks the warehouse fills, with their nominal capacity in litres. */
public enum CaskType {
    QUARTER(125, "Quarter cask"),
    BARREL(200, "American standard barrel"),
    HOGSHEAD(250, "Hogshead"),
    BARRIQUE(300, "Barrique"),
    BUTT(500, "Sherry butt"),
    PUNCHEON(500, "Puncheon");

    private final int capacityLitres;
    private final String description;

    CaskType(int capacityLitres, String description) {
        this.capacityLitres = capacityLitres;
        this.description = description;
    }

    public int capacityLitres() {
        return capacityLitres;
    }

    public String description() {
        return description;
    }

    /**
     * Share of the contents lost to evaporation each year in a dunnage
     * warehouse. Smaller casks have more wood per litre and lose more.
     */
    public double annualLoss() {
        if (capacityLitres <= 125) {
            return 0.035;
        }
        if (capacityLitres <= 250) {
            return 0.025;
        }
        return 0.02;
    }
}
