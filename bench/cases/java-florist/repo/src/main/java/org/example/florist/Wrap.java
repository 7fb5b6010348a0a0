package org.example.florist;

/** How a bouquet is finished. */
public enum Wrap {
    PAPER(0),
    HAND_TIED(450),
    BOX(900),
    VASE(1800);

    private final long pence;

    Wrap(long pence) {
        this.pence = pence;
    }

    public long pence() {
        return pence;
    }
}
