package org.example.tyrefitting;

/** Speed symbols from the sidewall, with the top speed each one is certified for. */
public enum SpeedRating {
    L(120), M(130), N(140), P(150), Q(160), R(170), S(180), T(190), U(200), H(210), V(240), W(270), Y(300);

    private final int kmh;

    SpeedRating(int kmh) {
        this.kmh = kmh;
    }

    public int kmh() {
        return kmh;
    }

    /** True if a tyre with this rating may replace one rated {@code other}. */
    public boolean atLeast(SpeedRating other) {
        return kmh >= other.kmh;
    }

    public static SpeedRating fromCode(char code) {
        for (SpeedRating rating : values()) {
            if (rating.name().charAt(0) == Character.toUpperCase(code)) {
                return rating;
            }
        }
        throw new IllegalArgumentException("unknown speed rating '" + code + "'");
    }
}
