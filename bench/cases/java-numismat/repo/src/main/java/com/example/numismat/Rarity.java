package com.example.numismat;

/** How scarce a date is, judged from its mintage. */
public enum Rarity {
    KEY, SEMI_KEY, SCARCE, COMMON;

    public static Rarity ofMintage(long mintage) {
        if (mintage < 0) {
            throw new IllegalArgumentException("negative mintage: " + mintage);
        }
        if (mintage < 100_000) {
            return KEY;
        } else if (mintage < 500_000) {
            return SEMI_KEY;
        } else if (mintage < 2_000_000) {
            return SCARCE;
        }
        return COMMON;
    }
}
