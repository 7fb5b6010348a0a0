package com.example.printshop.pricing;

/** Toner prices and the bulk discount, in cents and percent. */
public final class Rates {
    public static final long MONO_CENTS_PER_PAGE = 4;
    public static final long COLOUR_CENTS_PER_PAGE = 15;
    public static final int BULK_FROM_PAGES = 500;
    public static final int BULK_DISCOUNT_PERCENT = 10;

    private Rates() {}

    public static long tonerCents(boolean colour) {
        return colour ? COLOUR_CENTS_PER_PAGE : MONO_CENTS_PER_PAGE;
    }
}
