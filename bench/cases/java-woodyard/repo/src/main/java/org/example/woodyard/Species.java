package org.example.woodyard;

/** The timber species the yard buys in the round, with the green density used for haulage weights. */
public enum Species {
    OAK("Oak", true, 1000),
    ASH("Ash", true, 850),
    BEECH("Beech", true, 950),
    SYCAMORE("Sycamore", true, 800),
    LARCH("Larch", false, 800),
    DOUGLAS_FIR("Douglas fir", false, 700),
    SITKA_SPRUCE("Sitka spruce", false, 750);

    private final String label;
    private final boolean hardwood;
    private final int greenDensityKgPerM3;

    Species(String label, boolean hardwood, int greenDensityKgPerM3) {
        this.label = label;
        this.hardwood = hardwood;
        this.greenDensityKgPerM3 = greenDensityKgPerM3;
    }

    public String label() {
        return label;
    }

    public boolean isHardwood() {
        return hardwood;
    }

    public int greenDensityKgPerM3() {
        return greenDensityKgPerM3;
    }

    /** Looks a species up by its label or its constant name, ignoring case and spaces. */
    public static Species parse(String text) {
        String wanted = text.trim().replace(' ', '_').toUpperCase(java.util.Locale.ROOT);
        for (Species s : values()) {
            if (s.name().equals(wanted)) {
                return s;
            }
        }
        throw new IllegalArgumentException("unknown species: " + text);
    }
}
