package uk.plasterwork.estimate;

import java.util.List;

/**
 * One wall or ceiling to be plastered. A wall is measured length by height, a
 * ceiling length by width (stored in {@code heightM}).
 */
public record Surface(String name, Kind kind, double lengthM, double heightM, List<Opening> openings) {

    public enum Kind { WALL, CEILING }

    public Surface {
        if (lengthM <= 0 || heightM <= 0) {
            throw new IllegalArgumentException(name + ": sizes must be positive");
        }
        openings = List.copyOf(openings);
        if (kind == Kind.CEILING && !openings.isEmpty()) {
            throw new IllegalArgumentException(name + ": a ceiling has no windows or doors");
        }
    }

    public static Surface wall(String name, double lengthM, double heightM, Opening... openings) {
        return new Surface(name, Kind.WALL, lengthM, heightM, List.of(openings));
    }

    public static Surface ceiling(String name, double lengthM, double widthM) {
        return new Surface(name, Kind.CEILING, lengthM, widthM, List.of());
    }

    public double grossArea() {
        return lengthM * heightM;
    }

    /** Gross area less the openings, never below zero. */
    public double netArea() {
        double openingArea = 0;
        for (Opening opening : openings) {
            openingArea += opening.area();
        }
        return Math.max(0, grossArea() - openingArea);
    }
}
