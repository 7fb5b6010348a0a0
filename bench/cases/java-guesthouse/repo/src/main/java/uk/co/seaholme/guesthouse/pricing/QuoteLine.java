package uk.co.seaholme.guesthouse.pricing;

/** One priced line of a quote. */
public record QuoteLine(String description, long pence) {
}
