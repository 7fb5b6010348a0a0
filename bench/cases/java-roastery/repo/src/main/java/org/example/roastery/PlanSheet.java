package org.example.roastery;

import java.util.List;
import java.util.Locale;

/** The plan as the roaster reads it off the wall: one line per drum. */
public final class PlanSheet {
    private PlanSheet() {
    }

    public static String render(List<PlannedBatch> batches) {
        StringBuilder out = new StringBuilder();
        int n = 1;
        for (PlannedBatch b : batches) {
            out.append(String.format(Locale.ROOT, "%2d  %-18s %5.1f kg  %-9s charge %3.0f °C%n",
                    n++, b.lot(), b.greenKg(), b.profile().name(), b.profile().chargeTemp()));
        }
        return out.toString();
    }
}
