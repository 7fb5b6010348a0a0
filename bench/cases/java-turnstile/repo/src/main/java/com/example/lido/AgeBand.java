package com.example.lido;

/** The age bands on the price board. Each band starts at its minimum age. */
public enum AgeBand {
    INFANT(0, 0),
    CHILD(3, 50),
    ADULT(16, 100),
    SENIOR(65, 70);

    private final int minAge;
    private final int percentOfAdult;

    AgeBand(int minAge, int percentOfAdult) {
        this.minAge = minAge;
        this.percentOfAdult = percentOfAdult;
    }

    public int minAge() {
        return minAge;
    }

    /** The band's share of the adult price, in percent. */
    public int percentOfAdult() {
        return percentOfAdult;
    }
}
