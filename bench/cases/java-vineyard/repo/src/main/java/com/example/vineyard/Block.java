package com.example.vineyard;

/**
 * A vineyard block: one variety, planted in rows, with the crop count taken at bunch closure.
 *
 * @param code            block code, e.g. "N3"
 * @param variety         what is planted
 * @param hectares        planted area
 * @param rows            number of rows
 * @param vinesPerRow     vines in an average row
 * @param clustersPerVine bunches counted per vine (average of the count sample)
 * @param clusterGrams    average bunch weight in grams, from the lag-phase sample
 */
public record Block(String code, Variety variety, double hectares, int rows, int vinesPerRow,
                    double clustersPerVine, double clusterGrams) {

    public Block {
        if (code == null || code.isBlank()) {
            throw new IllegalArgumentException("block needs a code");
        }
        if (variety == null) {
            throw new IllegalArgumentException("block " + code + " needs a variety");
        }
        if (hectares <= 0) {
            throw new IllegalArgumentException("block " + code + " has no area");
        }
        if (rows <= 0 || vinesPerRow <= 0) {
            throw new IllegalArgumentException("block " + code + " has no vines");
        }
        if (clustersPerVine < 0 || clusterGrams < 0) {
            throw new IllegalArgumentException("block " + code + " has a negative crop count");
        }
    }

    public int vineCount() {
        return rows * vinesPerRow;
    }

    /** Estimated crop in tonnes: vines x bunches per vine x bunch weight. */
    public double estimatedTonnes() {
        return vineCount() * clustersPerVine * clusterGrams / 1_000_000.0;
    }

    public double tonnesPerHectare() {
        return estimatedTonnes() / hectares;
    }
}
