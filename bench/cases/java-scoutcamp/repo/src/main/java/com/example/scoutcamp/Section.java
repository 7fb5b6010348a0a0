package com.example.scoutcamp;

/** The sections of the movement, by age in whole years on the first day of camp. */
public enum Section {
    BEAVERS(6, 8, 1800),
    CUBS(8, 11, 2200),
    SCOUTS(11, 14, 2600),
    EXPLORERS(14, 18, 2900);

    private final int fromYears;
    private final int belowYears;
    private final int pencePerNight;

    Section(int fromYears, int belowYears, int pencePerNight) {
        this.fromYears = fromYears;
        this.belowYears = belowYears;
        this.pencePerNight = pencePerNight;
    }

    public int pencePerNight() {
        return pencePerNight;
    }

    public static Section forAge(int years) {
        for (Section s : values()) {
            if (years >= s.fromYears && years < s.belowYears) {
                return s;
            }
        }
        throw new IllegalArgumentException("no section for a member aged " + years);
    }
}
