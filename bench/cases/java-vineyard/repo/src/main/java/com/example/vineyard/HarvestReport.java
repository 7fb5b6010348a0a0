package com.example.vineyard;

import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** The weekly sheet sent to the winemaker: block maturity and the picking plan. */
public final class HarvestReport {

    private HarvestReport() {
    }

    public static String maturityTable(List<Block> blocks, Map<String, List<MaturitySample>> samples) {
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "%-5s %-16s %6s %6s %5s  %-9s %s%n",
                "Block", "Variety", "Brix", "TA", "pH", "Status", "Ripe on"));
        for (Block block : blocks) {
            List<MaturitySample> own = samples.getOrDefault(block.code(), List.of());
            Optional<MaturitySample> last = Maturity.latest(own);
            if (last.isEmpty()) {
                out.append(String.format(Locale.ROOT, "%-5s %-16s %6s %6s %5s  %-9s %s%n",
                        block.code(), block.variety().name(), "-", "-", "-", "UNSAMPLED", "-"));
                continue;
            }
            MaturitySample s = last.get();
            String ripe = Maturity.projectedRipeDate(own, block.variety())
                    .map(LocalDate::toString).orElse("-");
            String status = Maturity.status(s, block.variety()).name();
            if (!Maturity.acidInBalance(s, block.variety())) {
                status = status + "*";
            }
            out.append(String.format(Locale.ROOT, "%-5s %-16s %6.1f %6.1f %5.2f  %-9s %s%n",
                    block.code(), block.variety().name(), s.brix(), s.acidity(), s.ph(), status, ripe));
        }
        return out.toString();
    }

    public static String planTable(HarvestPlanner.Plan plan) {
        StringBuilder out = new StringBuilder();
        for (PickDay d : plan.days()) {
            out.append(String.format(Locale.ROOT, "%s %-3s %-5s %6.2f t%n",
                    d.date(), d.date().getDayOfWeek().name().substring(0, 3), d.blockCode(), d.tonnes()));
        }
        out.append(String.format(Locale.ROOT, "Total %.2f t", plan.totalTonnes()));
        plan.lastDay().ifPresent(day -> out.append(", last pick ").append(day));
        out.append(System.lineSeparator());
        if (!plan.unscheduled().isEmpty()) {
            out.append("Not dated: ").append(String.join(", ", plan.unscheduled())).append(System.lineSeparator());
        }
        return out.toString();
    }

    public static String render(List<Block> blocks, Map<String, List<MaturitySample>> samples,
                                HarvestPlanner.Plan plan) {
        return "Maturity" + System.lineSeparator()
                + maturityTable(blocks, samples)
                + System.lineSeparator()
                + "Picking plan" + System.lineSeparator()
                + planTable(plan);
    }
}
