package com.example.skijump;

import java.util.Arrays;

/** The five judges' style marks of one jump; the highest and the lowest are struck out. */
public final class StyleMarks {
    public static final int JUDGES = 5;
    public static final double MAX_MARK = 20.0;

    private final double[] marks;

    public StyleMarks(double... marks) {
        if (marks.length != JUDGES) {
            throw new IllegalArgumentException("expected " + JUDGES + " marks, got " + marks.length);
        }
        this.marks = marks.clone();
    }

    public double[] marks() {
        return marks.clone();
    }

    /** The sum of the three middle marks (at most 60). */
    public double points() {
        double[] sorted = marks.clone();
        Arrays.sort(sorted);
        double sum = 0;
        for (int i = 1; i < JUDGES - 1; i++) {
            sum += sorted[i];
        }
        return Points.round(sum);
    }
}
