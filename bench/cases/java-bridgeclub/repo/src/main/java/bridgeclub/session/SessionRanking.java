package bridgeclub.session;

import bridgeclub.model.Side;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Ranks the pairs of a two-winner (Mitchell) session by matchpoint percentage, North-South and
 * East-West separately. Pairs on equal percentages share a place, written "2=".
 */
public final class SessionRanking {

    private SessionRanking() {
    }

    public static List<Standing> rank(Collection<Traveller> travellers, Side direction) {
        Map<Integer, int[]> totals = new TreeMap<>();
        for (Traveller t : travellers) {
            Map<Integer, Integer> points = direction == Side.NS ? t.nsMatchpoints() : t.ewMatchpoints();
            for (Map.Entry<Integer, Integer> e : points.entrySet()) {
                int[] sum = totals.computeIfAbsent(e.getKey(), k -> new int[2]);
                sum[0] += e.getValue();
                sum[1] += t.top();
            }
        }

        List<Standing> unranked = new ArrayList<>();
        for (Map.Entry<Integer, int[]> e : totals.entrySet()) {
            unranked.add(new Standing(direction, e.getKey(), e.getValue()[0], e.getValue()[1], ""));
        }
        unranked.sort(Comparator.comparingDouble(Standing::percentage).reversed()
                .thenComparingInt(Standing::pair));

        List<Standing> ranked = new ArrayList<>();
        for (int i = 0; i < unranked.size(); i++) {
            Standing s = unranked.get(i);
            int first = i;
            while (first > 0 && samePercentage(unranked.get(first - 1), s)) {
                first--;
            }
            int last = i;
            while (last + 1 < unranked.size() && samePercentage(unranked.get(last + 1), s)) {
                last++;
            }
            String rank = (first + 1) + (first == last ? "" : "=");
            ranked.add(new Standing(direction, s.pair(), s.matchpoints(), s.possible(), rank));
        }
        return ranked;
    }

    private static boolean samePercentage(Standing a, Standing b) {
        return Math.abs(a.percentage() - b.percentage()) < 1e-9;
    }
}
