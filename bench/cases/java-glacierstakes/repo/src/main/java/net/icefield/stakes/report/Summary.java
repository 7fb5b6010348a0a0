package net.icefield.stakes.report;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SortedMap;

import net.icefield.stakes.calc.Balance;
import net.icefield.stakes.calc.Bands;
import net.icefield.stakes.model.Stake;

/** The season's balance sheet: one line per stake, one per band, and the glacier-wide figure. */
public final class Summary {
    private Summary() {
    }

    public static String render(List<Stake> stakes, Map<Integer, Double> areasKm2) {
        StringBuilder out = new StringBuilder();
        for (Stake stake : stakes) {
            out.append(String.format(Locale.ROOT, "stake %-4s %5.0f m  %+.2f m w.e.%n",
                    stake.id(), stake.elevationM(), Balance.pointBalance(stake)));
        }
        SortedMap<Integer, Double> bands = Bands.group(stakes);
        for (Map.Entry<Integer, Double> e : bands.entrySet()) {
            out.append(String.format(Locale.ROOT, "band %4d-%4d m  %+.2f m w.e.%n",
                    e.getKey(), e.getKey() + Bands.DEFAULT_WIDTH_M, e.getValue()));
        }
        out.append(String.format(Locale.ROOT, "glacier-wide  %+.2f m w.e.%n", Bands.glacierWide(bands, areasKm2)));
        return out.toString();
    }
}
