package org.sugarbush;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/** The season's batches of syrup and what they are worth. */
public final class SeasonLedger {
    private final Pricing pricing;
    private final List<Batch> batches = new ArrayList<>();

    public SeasonLedger(Pricing pricing) {
        this.pricing = pricing;
    }

    public void record(Batch batch) {
        batches.add(batch);
    }

    public List<Batch> batches() {
        return Collections.unmodifiableList(batches);
    }

    public double totalLitres() {
        return batches.stream().mapToDouble(Batch::litres).sum();
    }

    public Map<SyrupGrade, Double> litresByGrade() {
        Map<SyrupGrade, Double> byGrade = new EnumMap<>(SyrupGrade.class);
        for (Batch batch : batches) {
            byGrade.merge(batch.grade(), batch.litres(), Double::sum);
        }
        return byGrade;
    }

    public double revenue() {
        double total = 0;
        for (Batch batch : batches) {
            total += pricing.value(batch);
        }
        return Math.round(total * 100.0) / 100.0;
    }

    public double revenue(SalesChannel channel) {
        double total = 0;
        for (Batch batch : batches) {
            if (SalesChannel.forGrade(batch.grade()) == channel) {
                total += pricing.value(batch);
            }
        }
        return Math.round(total * 100.0) / 100.0;
    }
}
