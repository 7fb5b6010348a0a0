package org.example.rigging;

import java.util.Locale;

/** The lift plan sheet the appointed person signs: one line per figure, then the verdict. */
public final class PlanReport {

    public static String render(LiftPlan plan) {
        StringBuilder sb = new StringBuilder();
        sb.append("Lift: ").append(plan.description()).append('\n');
        sb.append(line("Gross load", plan.grossLoadKg(), "kg"));
        sb.append(line("Radius", plan.radiusM(), "m"));
        sb.append(line("Chart capacity", plan.chart().capacityAt(plan.radiusM()), "kg"));
        sb.append(String.format(Locale.ROOT, "%-16s %9.1f %%%n", "Utilisation", plan.utilisation() * 100));
        for (Sling s : plan.overloadedSlings()) {
            sb.append("Overloaded sling: ").append(s.id()).append('\n');
        }
        sb.append("Category: ").append(plan.category()).append('\n');
        return sb.toString();
    }

    private static String line(String label, double value, String unit) {
        return String.format(Locale.ROOT, "%-16s %9.1f %s%n", label, value, unit);
    }
}
