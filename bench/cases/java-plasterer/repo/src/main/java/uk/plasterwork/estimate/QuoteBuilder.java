package uk.plasterwork.estimate;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Prices a job: materials by the bag, labour by the half day, VAT on top. */
public final class QuoteBuilder {

    private final PriceList prices;
    private final MaterialEstimator materials;
    private final LabourEstimator labour;

    public QuoteBuilder(PriceList prices) {
        this(prices, new MaterialEstimator(), new LabourEstimator());
    }

    public QuoteBuilder(PriceList prices, MaterialEstimator materials, LabourEstimator labour) {
        this.prices = prices;
        this.materials = materials;
        this.labour = labour;
    }

    public Quote build(Job job) {
        List<QuoteLine> lines = new ArrayList<>();

        Money materialTotal = Money.ZERO;
        for (Map.Entry<Material, Integer> entry : materials.bags(job).entrySet()) {
            Material material = entry.getKey();
            int bags = entry.getValue();
            Money each = prices.bag(material);
            Money amount = each.times(bags);
            lines.add(new QuoteLine(material.label() + " (" + material.bagKg() + " kg)",
                    bags + (bags == 1 ? " bag" : " bags"), each, amount));
            materialTotal = materialTotal.plus(amount);
        }

        int halfDays = labour.halfDays(job);
        Money labourTotal = prices.dayRate().times(halfDays).percent(50);
        lines.add(new QuoteLine("Labour, plasterer and labourer", days(halfDays), prices.dayRate(), labourTotal));

        Money subtotal = materialTotal.plus(labourTotal);
        return new Quote(job.reference(), job.customer(), lines, materialTotal, labourTotal,
                subtotal, subtotal.percent(prices.vatPercent()));
    }

    static String days(int halfDays) {
        String number = halfDays % 2 == 0 ? Integer.toString(halfDays / 2) : (halfDays / 2) + ".5";
        return number + (halfDays == 2 ? " day" : " days");
    }
}
