package scrapyard;

/**
 * One weighing of one grade: the gross reading, the tare (the vehicle, skip or
 * bag) and any deduction the weighman makes for dirt, oil or attachments.
 */
public record Weighing(Grade grade, Mass gross, Mass tare, int deductionPercent) {

    public static final int MAX_DEDUCTION_PERCENT = 50;

    public Weighing {
        if (gross.compareTo(tare) < 0) {
            throw new IllegalArgumentException("tare " + tare + " exceeds gross " + gross);
        }
        if (deductionPercent < 0 || deductionPercent > MAX_DEDUCTION_PERCENT) {
            throw new IllegalArgumentException("deduction must be 0-" + MAX_DEDUCTION_PERCENT + "%");
        }
    }

    public static Weighing of(Grade grade, String grossKg, String tareKg) {
        return new Weighing(grade, Mass.kg(grossKg), Mass.kg(tareKg), 0);
    }

    public Weighing withDeduction(int percent) {
        return new Weighing(grade, gross, tare, percent);
    }

    /** Gross less tare less the deduction, rounded down to what the scale reads to. */
    public Mass net() {
        return gross.minus(tare).lessPercent(deductionPercent).roundDownTo(grade.resolution());
    }
}
