package scrapyard;

/**
 * The grades of metal the yard buys. Ferrous loads are weighed on the
 * weighbridge, which reads to 10 kg; non-ferrous metal goes on the platform
 * scale, which reads to 0.1 kg.
 */
public enum Grade {
    BRIGHT_COPPER("Bright copper wire", false),
    MIXED_COPPER("Mixed copper", false),
    BRASS("Brass", false),
    CAST_ALUMINIUM("Cast aluminium", false),
    ALUMINIUM_EXTRUSION("Aluminium extrusion", false),
    LEAD("Lead", false),
    STAINLESS("Stainless steel", false),
    INSULATED_CABLE("Insulated cable", false),
    HEAVY_IRON("Heavy iron and steel", true),
    LIGHT_IRON("Light iron", true),
    CAST_IRON("Cast iron", true);

    private static final Mass WEIGHBRIDGE_RESOLUTION = Mass.ofKg(10);
    private static final Mass PLATFORM_RESOLUTION = Mass.ofGrams(100);

    private final String description;
    private final boolean ferrous;

    Grade(String description, boolean ferrous) {
        this.description = description;
        this.ferrous = ferrous;
    }

    public String description() {
        return description;
    }

    public boolean ferrous() {
        return ferrous;
    }

    /** The smallest step the scale used for this grade can read. */
    public Mass resolution() {
        return ferrous ? WEIGHBRIDGE_RESOLUTION : PLATFORM_RESOLUTION;
    }
}
