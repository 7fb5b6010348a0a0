package com.example.optician;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One eye's spectacle prescription: sphere and cylinder in dioptres, the cylinder's axis in degrees
 * (1 to 180) and the reading addition.
 */
public record Rx(double sphere, double cylinder, int axis, double add) {

    private static final Pattern FORM = Pattern.compile(
            "\\s*([+-]?\\d+(?:\\.\\d+)?|plano|pl)\\s*(?:/\\s*([+-]?\\d+(?:\\.\\d+)?)\\s*x\\s*(\\d{1,3}))?"
                    + "\\s*(?:add\\s*\\+?(\\d+(?:\\.\\d+)?))?\\s*",
            Pattern.CASE_INSENSITIVE);

    public Rx {
        if (!onQuarter(sphere) || !onQuarter(cylinder) || !onQuarter(add)) {
            throw new IllegalArgumentException("powers go in steps of 0.25 D");
        }
        if (cylinder == 0) {
            axis = 0;
        } else if (axis < 1 || axis > 180) {
            throw new IllegalArgumentException("axis " + axis + " is not between 1 and 180");
        }
        if (add < 0) {
            throw new IllegalArgumentException("a reading addition is never negative");
        }
    }

    /** A spherical prescription. */
    public static Rx sphere(double sphere) {
        return new Rx(sphere, 0, 0, 0);
    }

    /** Reads "+2.00 / -0.75 x 180 add +2.25", "plano / -0.50 x 90" or "-3.25". */
    public static Rx parse(String text) {
        Matcher m = FORM.matcher(text);
        if (!m.matches()) {
            throw new IllegalArgumentException("not a prescription: \"" + text + "\"");
        }
        String sph = m.group(1).toLowerCase(Locale.ROOT);
        double sphere = sph.startsWith("pl") ? 0 : Double.parseDouble(sph);
        double cyl = m.group(2) == null ? 0 : Double.parseDouble(m.group(2));
        int axis = m.group(3) == null ? 0 : Integer.parseInt(m.group(3));
        double add = m.group(4) == null ? 0 : Double.parseDouble(m.group(4));
        return new Rx(sphere, cyl, axis, add);
    }

    static boolean onQuarter(double power) {
        return Math.abs(power * 4 - Math.rint(power * 4)) < 1e-9;
    }

    /** The same lens written with the cylinder of the other sign. */
    public Rx transpose() {
        if (cylinder == 0) {
            return this;
        }
        int other = axis > 90 ? axis - 90 : axis + 90;
        return new Rx(sphere + cylinder, -cylinder, other, add);
    }

    /** The prescription as an optician writes it, in minus cylinder form. */
    public Rx minusCylinder() {
        return cylinder > 0 ? transpose() : this;
    }

    /** The sphere that focuses as well as the lens on average. */
    public double sphericalEquivalent() {
        return sphere + cylinder / 2;
    }

    /** The lens's power along a meridian, in degrees from the horizontal. */
    public double powerAt(double meridian) {
        double theta = Math.toRadians(meridian - axis);
        double sin = Math.sin(theta);
        return sphere + cylinder * sin * sin;
    }

    /** The prescription for reading: the addition put on the sphere. */
    public Rx near() {
        return new Rx(sphere + add, cylinder, axis, 0);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(sphere == 0 ? "plano" : power(sphere));
        if (cylinder != 0) {
            sb.append(" / ").append(power(cylinder)).append(" x ").append(axis);
        }
        if (add != 0) {
            sb.append(" add ").append(power(add));
        }
        return sb.toString();
    }

    /** A power written with its sign and two decimals, "+1.25", "-0.50". */
    public static String power(double dioptres) {
        return String.format(Locale.ROOT, "%+.2f", dioptres);
    }
}
