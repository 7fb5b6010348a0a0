package org.sugarbush;

import java.util.EnumMap;
import java.util.Map;

/** This season's prices: per litre bottled for retail grades, per kilogram for syrup sold in barrels. */
public final class Pricing {
    /** Density of finished syrup at 66.9 Brix, kg per litre. */
    public static final double SYRUP_DENSITY = 1.33;

    private final Map<SyrupGrade, Double> retailPerLitre;
    private final double bulkPerKg;

    public Pricing(Map<SyrupGrade, Double> retailPerLitre, double bulkPerKg) {
        this.retailPerLitre = new EnumMap<>(retailPerLitre);
        this.bulkPerKg = bulkPerKg;
    }

    public static Pricing standard() {
        Map<SyrupGrade, Double> retail = new EnumMap<>(SyrupGrade.class);
        retail.put(SyrupGrade.GOLDEN_DELICATE, 32.0);
        retail.put(SyrupGrade.AMBER_RICH, 28.0);
        retail.put(SyrupGrade.DARK_ROBUST, 24.0);
        return new Pricing(retail, 6.50);
    }

    public double retailPerLitre(SyrupGrade grade) {
        Double price = retailPerLitre.get(grade);
        if (price == null) {
            throw new IllegalArgumentException("no retail price for " + grade);
        }
        return price;
    }

    public double bulkPerKg() {
        return bulkPerKg;
    }

    /** What a batch fetches through the channel its grade is sold in, rounded to cents. */
    public double value(Batch batch) {
        double amount;
        if (SalesChannel.forGrade(batch.grade()) == SalesChannel.RETAIL) {
            amount = batch.litres() * retailPerLitre(batch.grade());
        } else {
            amount = batch.litres() * SYRUP_DENSITY * bulkPerKg;
        }
        return Math.round(amount * 100.0) / 100.0;
    }
}
