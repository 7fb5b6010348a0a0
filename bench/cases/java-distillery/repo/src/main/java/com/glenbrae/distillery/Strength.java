package com.glenbrae.distillery;

/**
 * Alcoholic strength arithmetic. Strengths are given as percent alcohol by
 * volume (ABV), e.g. {@code 63.5} for a new-make spirit at 63.5% vol.
 */
public final class Strength {

    /** UK proof: 100 degrees proof is 57.15% ABV. */
    public static final double UK_PROOF_PER_ABV = 1.75;

    /** US proof is twice the ABV. */
    public static final double US_PROOF_PER_ABV = 2.0;

    private Strength() {
    }

    /** Litres of pure alcohol in {@code litres} of spirit at {@code abv} percent. */
    public static double lpa(double litres, double abv) {
        checkAbv(abv);
        if (litres < 0) {
            throw new IllegalArgumentException("negative volume: " + litres);
        }
        return litres * abv / 100.0;
    }

    /** Bulk litres holding {@code lpa} litres of pure alcohol at {@code abv} percent. */
    public static double bulkLitres(double lpa, double abv) {
        checkAbv(abv);
        if (abv == 0) {
            throw new IllegalArgumentException("no alcohol at 0% vol");
        }
        return lpa * 100.0 / abv;
    }

    public static double ukProof(double abv) {
        checkAbv(abv);
        return abv * UK_PROOF_PER_ABV;
    }

    public static double usProof(double abv) {
        checkAbv(abv);
        return abv * US_PROOF_PER_ABV;
    }

    /**
     * Water to add to {@code litres} at {@code fromAbv} to bring it down to
     * {@code toAbv}. Volume contraction on mixing is ignored, as it is on the
     * reduction sheet.
     */
    public static double reductionWater(double litres, double fromAbv, double toAbv) {
        checkAbv(fromAbv);
        checkAbv(toAbv);
        if (toAbv > fromAbv) {
            throw new IllegalArgumentException(
                    "cannot raise strength from " + fromAbv + " to " + toAbv + " with water");
        }
        if (toAbv == fromAbv) {
            return 0.0;
        }
        return bulkLitres(lpa(litres, fromAbv), toAbv) - litres;
    }

    static void checkAbv(double abv) {
        if (abv < 0 || abv > 100 || Double.isNaN(abv)) {
            throw new IllegalArgumentException("strength out of range: " + abv + "% vol");
        }
    }
}
