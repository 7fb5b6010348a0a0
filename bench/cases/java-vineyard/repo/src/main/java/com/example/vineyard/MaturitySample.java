package com.example.vineyard;

import java.time.LocalDate;

/**
 * One berry sample from a block, crushed and measured in the winery lab.
 *
 * @param blockCode  block the berries came from
 * @param date       day the sample was walked
 * @param brix       soluble solids, degrees Brix
 * @param acidity    titratable acidity, g/L as tartaric
 * @param ph         juice pH
 * @param berryGrams average berry weight in grams
 */
public record MaturitySample(String blockCode, LocalDate date, double brix, double acidity, double ph,
                             double berryGrams) {

    /** Rule of thumb used in the lab: each degree Brix gives about 0.55 % alcohol. */
    public static final double ALCOHOL_PER_BRIX = 0.55;

    public MaturitySample {
        if (blockCode == null || blockCode.isBlank()) {
            throw new IllegalArgumentException("sample needs a block code");
        }
        if (date == null) {
            throw new IllegalArgumentException("sample for " + blockCode + " needs a date");
        }
        if (brix < 0 || brix > 40) {
            throw new IllegalArgumentException("Brix out of range: " + brix);
        }
        if (ph < 2 || ph > 5) {
            throw new IllegalArgumentException("pH out of range: " + ph);
        }
    }

    /** Potential alcohol by volume (%) if the juice were fermented dry. */
    public double potentialAlcohol() {
        return brix * ALCOHOL_PER_BRIX;
    }

    /** Sugar to acid ratio, the balance figure some buyers ask for. */
    public double sugarAcidRatio() {
        if (acidity <= 0) {
            throw new IllegalStateException("no acidity reading for " + blockCode + " on " + date);
        }
        return brix / acidity;
    }
}
