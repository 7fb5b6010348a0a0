package uk.plasterwork.estimate;

/**
 * A window or door in a wall. Sizes are the structural opening in metres; the
 * opening is deducted from the wall's plastered area.
 */
public record Opening(Kind kind, double widthM, double heightM) {

    public enum Kind { WINDOW, DOOR }

    public Opening {
        if (widthM <= 0 || heightM <= 0) {
            throw new IllegalArgumentException("opening sizes must be positive: " + widthM + " x " + heightM);
        }
    }

    public static Opening window(double widthM, double heightM) {
        return new Opening(Kind.WINDOW, widthM, heightM);
    }

    public static Opening door(double widthM, double heightM) {
        return new Opening(Kind.DOOR, widthM, heightM);
    }

    public double area() {
        return widthM * heightM;
    }
}
