package com.example.parcels;

/** Where a parcel goes, by the country code of its destination. */
public enum Zone {
    DOMESTIC,
    EUROPE,
    WORLD;

    private static final java.util.Set<String> EUROPE_CODES = java.util.Set.of(
            "AT", "BE", "CH", "CZ", "DE", "DK", "ES", "FI", "FR", "IE", "IT", "NL", "NO", "PL", "PT", "SE");

    /** The zone of a two-letter country code, seen from the home country. */
    public static Zone of(String countryCode, String home) {
        String code = countryCode.trim().toUpperCase(java.util.Locale.ROOT);
        if (code.equals(home)) {
            return DOMESTIC;
        }
        return EUROPE_CODES.contains(code) ? EUROPE : WORLD;
    }
}
