package org.example.bobsleigh;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** The ranking after a number of heats: total run time ascending, equal totals sharing a rank. */
public final class Standings {
    private Standings() {
    }

    public static List<Standing> after(int heatsRun, List<Sled> sleds, List<Heat> heats) {
        Map<Integer, List<Heat>> byBib = heats.stream()
                .filter(h -> h.heat() <= heatsRun)
                .collect(Collectors.groupingBy(Heat::bib));
        List<Standing> ranked = new ArrayList<>();
        List<Standing> out = new ArrayList<>();
        for (Sled sled : sleds) {
            List<Heat> own = byBib.getOrDefault(sled.bib(), List.of());
            int best = own.stream().mapToInt(Heat::pushHundredths).min().orElse(0);
            boolean complete = own.size() == heatsRun && own.stream().allMatch(h -> h.status().finished());
            if (complete) {
                int total = own.stream().mapToInt(Heat::runHundredths).sum();
                ranked.add(new Standing(0, sled, total, best));
            } else {
                out.add(new Standing(0, sled, 0, best));
            }
        }
        ranked.sort(Comparator.comparingInt(Standing::totalHundredths).thenComparingInt(s -> s.sled().bib()));
        List<Standing> result = new ArrayList<>();
        for (int i = 0; i < ranked.size(); i++) {
            Standing s = ranked.get(i);
            int rank = i + 1;
            if (i > 0 && s.totalHundredths() == ranked.get(i - 1).totalHundredths()) {
                rank = result.get(i - 1).rank();
            }
            result.add(new Standing(rank, s.sled(), s.totalHundredths(), s.bestPushHundredths()));
        }
        out.sort(Comparator.comparingInt(s -> s.sled().bib()));
        result.addAll(out);
        return result;
    }
}
