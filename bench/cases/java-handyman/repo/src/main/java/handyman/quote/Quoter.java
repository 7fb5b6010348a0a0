package handyman.quote;

import handyman.catalogue.Catalogue;
import handyman.catalogue.MaterialLine;
import handyman.labour.LabourRates;
import handyman.labour.Skill;
import handyman.money.Money;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Prices a job. Labour is added up per skill before billing, so two short
 * plumbing tasks make one plumbing charge. The call-out charge is waived on
 * jobs of half a day or more. VAT is charged on the whole.
 */
public final class Quoter {

    public static final Money CALLOUT = Money.pounds("35.00");
    public static final int CALLOUT_WAIVED_FROM_MINUTES = 240;
    public static final BigDecimal VAT_PERCENT = new BigDecimal("20");

    private final Catalogue catalogue;
    private final LabourRates rates;

    public Quoter(Catalogue catalogue, LabourRates rates) {
        this.catalogue = catalogue;
        this.rates = rates;
    }

    public Quote quote(Job job) {
        List<Quote.Line> lines = new ArrayList<>();
        Map<Skill, Integer> minutesBySkill = new EnumMap<>(Skill.class);
        Money materials = Money.ZERO;
        for (JobItem item : job.items()) {
            minutesBySkill.merge(item.skill(), item.minutes(), Integer::sum);
            for (MaterialLine line : item.materials()) {
                Money price = catalogue.price(line);
                lines.add(new Quote.Line("  " + line.describe(), price));
                materials = materials.plus(price);
            }
        }
        Money labour = Money.ZERO;
        List<Quote.Line> labourLines = new ArrayList<>();
        for (Map.Entry<Skill, Integer> entry : minutesBySkill.entrySet()) {
            Money charge = rates.charge(entry.getKey(), entry.getValue(), job.outOfHours());
            int billed = LabourRates.billableMinutes(entry.getValue());
            labourLines.add(new Quote.Line(String.format("Labour, %s, %d h %02d min",
                    entry.getKey().name().toLowerCase(), billed / 60, billed % 60), charge));
            labour = labour.plus(charge);
        }
        lines.addAll(0, labourLines);
        Money callout = job.totalMinutes() >= CALLOUT_WAIVED_FROM_MINUTES ? Money.ZERO : CALLOUT;
        if (!callout.equals(Money.ZERO)) {
            lines.add(new Quote.Line("Call-out", callout));
        }
        Money net = labour.plus(materials).plus(callout);
        Money vat = net.percent(VAT_PERCENT);
        return new Quote(job.reference(), lines, labour, materials, callout, net, vat, net.plus(vat));
    }
}
