package org.example.rigging;

/** The lift's category by the crane's utilisation at its radius. */
public enum Category {
    ROUTINE,
    CRITICAL,
    PROHIBITED;

    /** Up to 75 % routine, up to 100 % critical (needs a lift supervisor's signature), beyond that prohibited. */
    public static Category of(double utilisation) {
        if (utilisation > 1.0) {
            return PROHIBITED;
        }
        return utilisation > 0.75 ? CRITICAL : ROUTINE;
    }
}
