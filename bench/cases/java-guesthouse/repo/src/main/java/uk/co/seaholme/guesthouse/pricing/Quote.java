package uk.co.seaholme.guesthouse.pricing;

import java.util.List;

/** The price of a stay, line by line. */
public record Quote(List<QuoteLine> lines) {

    public Quote {
        lines = List.copyOf(lines);
    }

    public long totalPence() {
        return lines.stream().mapToLong(QuoteLine::pence).sum();
    }
}
