package com.example.ferry;

/** Who travels, and the share of the adult fare they pay, in percent. */
public enum PassengerType {
    ADULT(100),
    CHILD(50),
    SENIOR(70),
    INFANT(0);

    private final int percentOfAdult;

    PassengerType(int percentOfAdult) {
        this.percentOfAdult = percentOfAdult;
    }

    public int percentOfAdult() {
        return percentOfAdult;
    }

    /** The type for an age in whole years. */
    public static PassengerType forAge(int age) {
        if (age < 0) {
            throw new IllegalArgumentException("age " + age);
        }
        if (age < 2) {
            return INFANT;
        }
        if (age < 16) {
            return CHILD;
        }
        return age >= 65 ? SENIOR : ADULT;
    }
}
