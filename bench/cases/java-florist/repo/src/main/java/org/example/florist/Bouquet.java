package org.example.florist;

import java.time.Month;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Stems and a wrap; priced at the stems' cost times the shop's mark-up, plus the wrap. */
public final class Bouquet {
    public static final int MARK_UP_PERCENT = 250;

    private final Map<Stem, Integer> stems = new LinkedHashMap<>();
    private Wrap wrap = Wrap.PAPER;

    public Bouquet add(Stem stem, int count) {
        if (count <= 0) {
            throw new IllegalArgumentException("count must be positive: " + count);
        }
        stems.merge(stem, count, Integer::sum);
        return this;
    }

    public Bouquet wrap(Wrap wrap) {
        this.wrap = wrap;
        return this;
    }

    public int stemCount() {
        return stems.values().stream().mapToInt(Integer::intValue).sum();
    }

    public long price() {
        long cost = stems.entrySet().stream().mapToLong(e -> e.getKey().pricePence() * e.getValue()).sum();
        return Money.percent(cost, MARK_UP_PERCENT) + wrap.pence();
    }

    /** Stems the wholesaler will not have in the given month. */
    public List<Stem> outOfSeason(Month month) {
        List<Stem> out = new ArrayList<>();
        for (Stem s : stems.keySet()) {
            if (!s.inSeason(month)) {
                out.add(s);
            }
        }
        return Collections.unmodifiableList(out);
    }

    public Wrap wrap() {
        return wrap;
    }
}
