package org.example.chronometer;

import java.util.Locale;

/** The printed certificate of one movement. */
public final class TimingSheet {

    private TimingSheet() {
    }

    public static String render(Results results) {
        StringBuilder out = new StringBuilder();
        out.append("Movement ").append(results.serial()).append('\n');
        for (Criterion criterion : Criterion.values()) {
            String mark = results.failures().contains(criterion) ? "FAIL" : "ok";
            out.append(String.format(Locale.ROOT, "  %-34s %+8.2f %-6s %s\n",
                    criterion.label(), results.value(criterion), criterion.unit(), mark));
        }
        out.append(results.certified() ? "CERTIFIED CHRONOMETER" : "NOT CERTIFIED");
        return out.toString();
    }
}
