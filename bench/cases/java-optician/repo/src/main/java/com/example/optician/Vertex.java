package com.example.optician;

/**
 * Vertex distance: a lens's effective power changes as it moves towards or away from the eye.
 */
public final class Vertex {

    /** The usual distance from the back of a spectacle lens to the cornea, in millimetres. */
    public static final double SPECTACLES_MM = 12;

    private Vertex() {
    }

    /** The power needed at {@code toMm} from the eye to match a lens of {@code power} at {@code fromMm}. */
    public static double effective(double power, double fromMm, double toMm) {
        double d = (fromMm - toMm) / 1000;
        return power / (1 - d * power);
    }

    /** Rounds a power to the nearest quarter dioptre, halves away from zero. */
    public static double toQuarter(double power) {
        return Math.signum(power) * Math.floor(Math.abs(power) * 4 + 0.5) / 4;
    }

    /**
     * The prescription moved to another vertex distance, each principal meridian on its own, rounded
     * to quarters.
     */
    public static Rx move(Rx rx, double fromMm, double toMm) {
        double sph = toQuarter(effective(rx.sphere(), fromMm, toMm));
        if (rx.cylinder() == 0) {
            return new Rx(sph, 0, 0, rx.add());
        }
        double other = toQuarter(effective(rx.sphere() + rx.cylinder(), fromMm, toMm));
        return new Rx(sph, other - sph, rx.axis(), rx.add());
    }

    /** A contact lens for a spectacle prescription: the lens moved onto the cornea. */
    public static Rx contactLens(Rx spectacles) {
        return move(spectacles, SPECTACLES_MM, 0);
    }
}
