package com.example.catering;

/** A dish on the menu, priced per head; some are zero-rated for VAT (cold takeaway food). */
public record Dish(String code, String name, Money perHead, boolean zeroRated) {
    public Dish {
        if (perHead.isNegative()) {
            throw new IllegalArgumentException("negative price for " + code);
        }
    }
}
