package handyman.quote;

import handyman.money.Money;

import java.util.List;

/** A priced job, as sent to the customer. */
public record Quote(String reference, List<Line> lines, Money labour, Money materials, Money callout,
                    Money net, Money vat, Money total) {

    /** One printed line of a quote. */
    public record Line(String text, Money amount) {
    }

    public Quote {
        lines = List.copyOf(lines);
    }

    public String render() {
        StringBuilder out = new StringBuilder("Quote ").append(reference).append('\n');
        for (Line line : lines) {
            out.append(String.format("%-44s %10s%n", line.text(), line.amount()));
        }
        out.append(String.format("%-44s %10s%n", "Net", net));
        out.append(String.format("%-44s %10s%n", "VAT", vat));
        out.append(String.format("%-44s %10s%n", "Total", total));
        return out.toString();
    }
}
