package org.example.rigging;

/** How a sling takes the load, with its factor on the sling's vertical working load limit. */
public enum Hitch {
    VERTICAL(1.0),
    CHOKER(0.8),
    BASKET(2.0);

    private final double factor;

    Hitch(double factor) {
        this.factor = factor;
    }

    public double factor() {
        return factor;
    }
}
