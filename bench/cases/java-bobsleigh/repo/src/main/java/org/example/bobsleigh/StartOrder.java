package org.example.bobsleigh;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Start order of the next heat: the ranked sleds, the leading {@code reversed} of them in reverse order of
 * rank (the leader starts last of them), the rest in order of rank. Sleds out of the ranking do not start.
 */
public final class StartOrder {
    private StartOrder() {
    }

    public static List<Integer> nextHeat(List<Standing> standings, int reversed) {
        List<Integer> bibs = new ArrayList<>();
        for (Standing s : standings) {
            if (s.ranked()) {
                bibs.add(s.sled().bib());
            }
        }
        int n = Math.min(reversed, bibs.size());
        Collections.reverse(bibs.subList(0, n));
        return bibs;
    }
}
