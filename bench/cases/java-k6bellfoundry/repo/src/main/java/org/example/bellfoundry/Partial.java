package org.example.bellfoundry;

/**
 * The five partials a bell tuner listens for, each as a fraction of the nominal in a true-harmonic
 * (Simpson) bell: the hum two octaves below, the prime an octave below, the minor-third tierce and
 * the quint between, and the nominal itself, which gives the strike note.
 */
public enum Partial {
    HUM("hum", 0.25),
    PRIME("prime", 0.5),
    TIERCE("tierce", 0.6),
    QUINT("quint", 0.75),
    NOMINAL("nominal", 1.0);

    private final String label;
    private final double ratio;

    Partial(String label, double ratio) {
        this.label = label;
        this.ratio = ratio;
    }

    public String label() {
        return label;
    }

    public double ratio() {
        return ratio;
    }
}
