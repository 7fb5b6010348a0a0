package com.example.numismat;

/**
 * One coin of a collection. The type is the country and denomination ("US", "Morgan dollar"); weight is the
 * coin's total weight in grams and fineness the share of it that is the named metal (0.900 for US silver).
 */
public record Coin(String country, String denomination, int year, String mint, Metal metal,
                   double weightGrams, double fineness, Grade grade, long mintage) {

    public Coin {
        if (weightGrams <= 0) {
            throw new IllegalArgumentException("weight must be positive: " + weightGrams);
        }
        if (fineness <= 0 || fineness > 1) {
            throw new IllegalArgumentException("fineness must be in (0, 1]: " + fineness);
        }
        mint = mint == null ? "" : mint;
    }

    /** Grams of pure metal in the coin. */
    public double pureMetalGrams() {
        return weightGrams * fineness;
    }

    /** The key a price guide lists the coin's type under. */
    public String type() {
        return country + " " + denomination;
    }

    /** Year and mint mark as collectors write them: 1881-S, or 1921 for Philadelphia. */
    public String date() {
        return mint.isEmpty() ? Integer.toString(year) : year + "-" + mint;
    }
}
