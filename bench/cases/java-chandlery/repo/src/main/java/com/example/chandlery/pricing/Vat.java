package com.example.chandlery.pricing;

import com.example.chandlery.model.Category;

/** VAT rates in basis points, by category. Charts and safety gear are zero-rated here. */
public final class Vat {

    public static final int STANDARD_BP = 2000;
    public static final int ZERO_BP = 0;

    private Vat() {
    }

    public static int rateFor(Category category) {
        return switch (category) {
            case CHARTS, SAFETY -> ZERO_BP;
            default -> STANDARD_BP;
        };
    }

    /** The VAT on a net amount, rounded half up to the penny. */
    public static long on(long netPence, int basisPoints) {
        return (netPence * basisPoints + 5_000) / 10_000;
    }
}
