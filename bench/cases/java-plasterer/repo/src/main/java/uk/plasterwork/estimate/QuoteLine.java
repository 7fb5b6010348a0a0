package uk.plasterwork.estimate;

/** One priced line of a quote. */
public record QuoteLine(String description, String quantity, Money unitPrice, Money amount) { }
