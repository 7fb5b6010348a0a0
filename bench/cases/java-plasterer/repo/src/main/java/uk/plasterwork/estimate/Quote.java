package uk.plasterwork.estimate;

import java.util.List;

/** A priced quote for a job. */
public record Quote(String reference, String customer, List<QuoteLine> lines,
                    Money materials, Money labour, Money subtotal, Money vat) {

    public Quote {
        lines = List.copyOf(lines);
    }

    public Money total() {
        return subtotal.plus(vat);
    }
}
