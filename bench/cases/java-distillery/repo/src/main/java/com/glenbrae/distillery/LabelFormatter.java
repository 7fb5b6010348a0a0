package com.glenbrae.distillery;

import java.time.LocalDate;
import java.time.Period;
import java.util.Locale;

/** Text for the strength and age statement on a bottle label. */
public final class LabelFormatter {

    private LabelFormatter() {
    }

    /** "46% vol", or "57.3% vol" when the strength is not a whole number. */
    public static String strength(double abv) {
        double rounded = Math.round(abv * 10) / 10.0;
        if (rounded == Math.rint(rounded)) {
            return String.format(Locale.ROOT, "%d%% vol", (long) rounded);
        }
        return String.format(Locale.ROOT, "%.1f%% vol", rounded);
    }

    /**
     * The age statement for a cask bottled on {@code bottled}: full years
     * since filling. Spirit under three years old gets no statement.
     */
    public static String ageStatement(Cask cask, LocalDate bottled) {
        int years = Period.between(cask.filled(), bottled).getYears();
        if (years < Warehouse.MIN_WHISKY_AGE_YEARS) {
            return "";
        }
        return years + " Years Old";
    }

    public static String label(BottlingPlan plan, LocalDate bottled) {
        StringBuilder sb = new StringBuilder();
        String age = ageStatement(plan.cask(), bottled);
        if (!age.isEmpty()) {
            sb.append(age).append(" · ");
        }
        sb.append("Cask ").append(plan.cask().number());
        sb.append(" · ").append(strength(plan.bottlingAbv()));
        if (plan.caskStrength()) {
            sb.append(" · Cask Strength");
        }
        sb.append(" · ").append(String.format(Locale.ROOT, "%dcl", Math.round(BottlingPlan.BOTTLE_LITRES * 100)));
        return sb.toString();
    }
}
