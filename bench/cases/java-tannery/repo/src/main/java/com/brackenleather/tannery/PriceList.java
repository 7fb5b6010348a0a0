package com.brackenleather.tannery;

import java.util.EnumMap;
import java.util.Map;

/** List prices in pence per square foot of grade A crust, by species, with finish surcharges on top. */
public final class PriceList {
    private final Map<Species, Integer> basePence = new EnumMap<>(Species.class);

    public PriceList() {
        basePence.put(Species.COW, 450);
        basePence.put(Species.CALF, 820);
        basePence.put(Species.SHEEP, 380);
        basePence.put(Species.GOAT, 560);
        basePence.put(Species.DEER, 940);
    }

    public PriceList set(Species species, int pencePerSqFt) {
        if (pencePerSqFt <= 0) {
            throw new IllegalArgumentException("price must be positive: " + pencePerSqFt);
        }
        basePence.put(species, pencePerSqFt);
        return this;
    }

    public int basePence(Species species) {
        return basePence.get(species);
    }

    /** Pence per square foot for a species, finish and grade, rounded to the penny. */
    public long pencePerSqFt(Species species, Finish finish, Grade grade) {
        if (!grade.saleable()) {
            throw new IllegalArgumentException("rejects are not sold by area");
        }
        double list = basePence(species) + finish.surchargePence();
        return Math.round(list * grade.priceFactor());
    }
}
