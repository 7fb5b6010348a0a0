package com.example.numismat;

import java.util.Locale;

/**
 * A grade on the Sheldon scale (1 to 70), e.g. {@code VF-20} or {@code MS-63}, for a business strike or a proof.
 */
public record Grade(int points, boolean proof) implements Comparable<Grade> {

    public Grade {
        if (points < 1 || points > 70) {
            throw new IllegalArgumentException("Sheldon grade out of range: " + points);
        }
    }

    public static Grade of(int points) {
        return new Grade(points, false);
    }

    /** Parses {@code MS-63}, {@code MS63}, {@code vf 20}, {@code PF-65} or a bare number. */
    public static Grade parse(String text) {
        String s = text.trim().toUpperCase(Locale.ROOT).replace(" ", "").replace("-", "");
        int i = 0;
        while (i < s.length() && Character.isLetter(s.charAt(i))) {
            i++;
        }
        String prefix = s.substring(0, i);
        String number = s.substring(i);
        if (number.isEmpty()) {
            throw new IllegalArgumentException("no grade number in '" + text + "'");
        }
        int points;
        try {
            points = Integer.parseInt(number);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("bad grade number in '" + text + "'", e);
        }
        boolean proof = prefix.equals("PF");
        if (!prefix.isEmpty() && !proof && !prefix.equals(adjectivalPrefix(points))) {
            throw new IllegalArgumentException("'" + prefix + "' does not go with " + points + " in '" + text + "'");
        }
        return new Grade(points, proof);
    }

    /** The adjectival prefix of a business-strike grade: G for 4 to 7, VF for 20 to 39, ... */
    static String adjectivalPrefix(int points) {
        if (points >= 60) {
            return "MS";
        } else if (points >= 50) {
            return "AU";
        } else if (points >= 40) {
            return "EF";
        } else if (points >= 20) {
            return "VF";
        } else if (points >= 12) {
            return "F";
        } else if (points >= 8) {
            return "VG";
        } else if (points >= 4) {
            return "G";
        } else if (points == 3) {
            return "AG";
        } else if (points == 2) {
            return "FR";
        }
        return "PO";
    }

    public boolean uncirculated() {
        return proof || points >= 60;
    }

    @Override
    public int compareTo(Grade other) {
        return Integer.compare(points, other.points);
    }

    @Override
    public String toString() {
        return (proof ? "PF" : adjectivalPrefix(points)) + "-" + points;
    }
}
