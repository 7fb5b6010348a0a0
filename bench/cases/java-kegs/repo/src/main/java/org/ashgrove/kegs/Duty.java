package org.ashgrove.kegs;

/**
 * Alcohol duty on draught beer, charged per litre of pure alcohol. Draught (kegs of 20 litres or more)
 * pays the lower draught rate; small producer relief takes a percentage off.
 */
public final class Duty {
    /** Pence per litre of pure alcohol, beer from 3.5% to under 8.5% ABV, draught. */
    public static final long DRAUGHT_STANDARD = 1_905;
    /** Pence per litre of pure alcohol, beer under 3.5% ABV, draught. */
    public static final long DRAUGHT_LOW = 850;
    /** Pence per litre of pure alcohol, beer of 8.5% ABV and above (no draught relief). */
    public static final long STRONG = 2_950;

    private final int reliefPercent;

    public Duty(int reliefPercent) {
        if (reliefPercent < 0 || reliefPercent > 50) {
            throw new IllegalArgumentException("relief must be 0-50%");
        }
        this.reliefPercent = reliefPercent;
    }

    public static long ratePence(double abv) {
        if (abv >= 8.5) {
            return STRONG;
        }
        return abv < 3.5 ? DRAUGHT_LOW : DRAUGHT_STANDARD;
    }

    /** Duty in pence, rounded to the nearest penny, on one full container of the beer. */
    public long onContainer(Beer beer, KegSize size) {
        double pure = beer.alcoholLitres(size.litres());
        double full = pure * ratePence(beer.abv());
        return Math.round(full * (100 - reliefPercent) / 100.0);
    }
}
