package com.brackenleather.tannery;

/**
 * Sorts crust hides into grades by defect points per 10 square feet, so a large cow hide can carry more
 * marks than a goatskin for the same grade. A hole longer than the limit caps the grade at C whatever the
 * points.
 */
public final class HideGrader {
    private final double[] limits;
    private final double holeLimitCm;

    /** The works' usual selection: A up to 1.0 point per 10 sq ft, B 2.5, C 4.5, D 7.0. */
    public HideGrader() {
        this(new double[] {1.0, 2.5, 4.5, 7.0}, 5.0);
    }

    public HideGrader(double[] limits, double holeLimitCm) {
        if (limits.length != 4) {
            throw new IllegalArgumentException("need limits for grades A to D");
        }
        for (int i = 1; i < limits.length; i++) {
            if (limits[i] < limits[i - 1]) {
                throw new IllegalArgumentException("grade limits must not decrease");
            }
        }
        this.limits = limits.clone();
        this.holeLimitCm = holeLimitCm;
    }

    public int points(Hide hide) {
        int total = 0;
        for (Defect defect : hide.defects()) {
            total += defect.points();
        }
        return total;
    }

    public double pointsPer10SqFt(Hide hide) {
        return points(hide) * 10.0 / hide.areaSqFt();
    }

    public Grade grade(Hide hide) {
        double density = pointsPer10SqFt(hide);
        Grade grade = Grade.REJECT;
        Grade[] order = {Grade.A, Grade.B, Grade.C, Grade.D};
        for (int i = 0; i < order.length; i++) {
            if (density <= limits[i]) {
                grade = order[i];
                break;
            }
        }
        if (hasLargeHole(hide) && grade.ordinal() < Grade.C.ordinal()) {
            grade = Grade.C;
        }
        return grade;
    }

    private boolean hasLargeHole(Hide hide) {
        for (Defect defect : hide.defects()) {
            if (defect.type() == DefectType.HOLE && defect.lengthCm() > holeLimitCm) {
                return true;
            }
        }
        return false;
    }
}
