package org.ashgrove.kegs;

/** A beer the brewery fills into kegs: name, strength (% ABV) and list price per litre in pence. */
public record Beer(String name, double abv, long pencePerLitre) {
    public Beer {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("beer needs a name");
        }
        if (abv < 0 || abv > 20) {
            throw new IllegalArgumentException("abv out of range: " + abv);
        }
        if (pencePerLitre <= 0) {
            throw new IllegalArgumentException("price must be positive");
        }
    }

    /** Litres of pure alcohol in the given volume of this beer. */
    public double alcoholLitres(double litres) {
        return litres * abv / 100.0;
    }
}
