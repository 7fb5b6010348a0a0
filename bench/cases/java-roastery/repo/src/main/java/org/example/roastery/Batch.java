package org.example.roastery;

/** A roasted batch: green coffee in, roasted coffee out, in kilograms. */
public record Batch(String lot, double greenKg, double roastedKg) {

    public Batch {
        if (roastedKg <= 0 || roastedKg >= greenKg) {
            throw new IllegalArgumentException(lot + ": " + roastedKg + " kg roasted from " + greenKg + " kg green");
        }
    }

    /** Weight lost in the roast, in percent of the green weight. */
    public double weightLoss() {
        return 100.0 * (greenKg - roastedKg) / greenKg;
    }

    /** The roast degree the weight loss points to. */
    public String degree() {
        double loss = weightLoss();
        if (loss < 13.0) {
            return "light";
        }
        if (loss < 16.0) {
            return "medium";
        }
        return "dark";
    }
}
