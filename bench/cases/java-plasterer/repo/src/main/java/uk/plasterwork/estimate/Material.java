package uk.plasterwork.estimate;

/** Bagged plasters, with how much of each a square metre takes per millimetre of thickness. */
public enum Material {
    MULTI_FINISH("Multi-finish", 25, 1.1),
    BONDING("Bonding coat", 25, 0.8),
    HARDWALL("Hardwall", 25, 0.9),
    ONE_COAT("One-coat", 25, 1.0);

    private final String label;
    private final int bagKg;
    private final double kgPerM2PerMm;

    Material(String label, int bagKg, double kgPerM2PerMm) {
        this.label = label;
        this.bagKg = bagKg;
        this.kgPerM2PerMm = kgPerM2PerMm;
    }

    public String label() {
        return label;
    }

    public int bagKg() {
        return bagKg;
    }

    public double kgPerM2PerMm() {
        return kgPerM2PerMm;
    }
}
