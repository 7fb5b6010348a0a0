package com.example.numismat;

/** The coinage metals a spot price can be quoted for. */
public enum Metal {
    GOLD("Au"),
    SILVER("Ag"),
    PLATINUM("Pt"),
    COPPER("Cu"),
    NICKEL("Ni");

    private final String symbol;

    Metal(String symbol) {
        this.symbol = symbol;
    }

    public String symbol() {
        return symbol;
    }

    /** Precious metals are the ones whose content is worth stating on a report. */
    public boolean isPrecious() {
        return this == GOLD || this == SILVER || this == PLATINUM;
    }
}
