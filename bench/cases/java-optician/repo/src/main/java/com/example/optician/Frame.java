package com.example.optician;

import java.util.Locale;

/**
 * A spectacle frame in the boxing system: the lens box's width {@code a} and height {@code b}, the
 * distance between lenses {@code dbl} and the lens shape's longest diameter {@code ed}, all in mm.
 */
public record Frame(double a, double b, double dbl, double ed) {

    public Frame {
        if (a <= 0 || b <= 0 || dbl < 0 || ed < a) {
            throw new IllegalArgumentException("not a frame: " + a + " x " + b + ", dbl " + dbl + ", ed " + ed);
        }
    }

    /** Reads the frame's marking "52-18" with its height and effective diameter, "52-18 b40 ed56". */
    public static Frame parse(String text) {
        String[] words = text.trim().toLowerCase(Locale.ROOT).split("\\s+");
        String[] box = words[0].split("[-\u25a1]");
        if (box.length != 2) {
            throw new IllegalArgumentException("not a frame marking: \"" + text + "\"");
        }
        double a = Double.parseDouble(box[0]);
        double dbl = Double.parseDouble(box[1]);
        double b = Double.NaN;
        double ed = Double.NaN;
        for (int i = 1; i < words.length; i++) {
            if (words[i].startsWith("ed")) {
                ed = Double.parseDouble(words[i].substring(2));
            } else if (words[i].startsWith("b")) {
                b = Double.parseDouble(words[i].substring(1));
            } else {
                throw new IllegalArgumentException("unknown measure \"" + words[i] + "\" in \"" + text + "\"");
            }
        }
        if (Double.isNaN(b) || Double.isNaN(ed)) {
            throw new IllegalArgumentException("frame \"" + text + "\" needs its b and ed");
        }
        return new Frame(a, b, dbl, ed);
    }

    /** The distance between the centres of the two lens boxes. */
    public double centreDistance() {
        return a + dbl;
    }

    /**
     * How far each lens's optical centre must move in from its box centre for a patient's
     * interpupillary distance (both eyes) to look through it.
     */
    public double decentration(double pd) {
        return (centreDistance() - pd) / 2;
    }
}
