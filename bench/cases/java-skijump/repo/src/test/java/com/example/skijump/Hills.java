package com.example.skijump;

/** Hills the tests jump on. */
final class Hills {
    private Hills() {
    }

    /** A large hill: K116, HS130, meter value 1.8, 5.6 points per gate. */
    static final Hill LAHTI = new Hill("Lahti HS130", 116, 130, 8.0, 7.0, 0.8);

    /** A normal hill: K90, HS100. */
    static final Hill RASTBICHL = new Hill("Rastbichl HS100", 90, 100, 6.0, 6.5, 0.8);

    /** A flying hill: K200, HS240. */
    static final Hill VIKERSUND = new Hill("Vikersund HS240", 200, 240, 12.0, 8.0, 1.0);
}
