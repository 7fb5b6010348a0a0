package com.example.printshop.pricing;

/** Value added tax on print work. */
public final class Tax {
    public static final int VAT_PERCENT = 21;

    private Tax() {}

    /** VAT on a net amount, rounded half up to the cent. */
    public static long vatCents(long netCents) {
        return (netCents * VAT_PERCENT + 50) / 100;
    }
}
