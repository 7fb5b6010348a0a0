package com.brightcurl.salon;

/** Seniority bands; each charges a percentage of the menu's base price. */
public enum StylistLevel {
    GRADUATE(80),
    STYLIST(100),
    SENIOR(115),
    DIRECTOR(135);

    private final int pricePercent;

    StylistLevel(int pricePercent) {
        this.pricePercent = pricePercent;
    }

    public int pricePercent() {
        return pricePercent;
    }
}
