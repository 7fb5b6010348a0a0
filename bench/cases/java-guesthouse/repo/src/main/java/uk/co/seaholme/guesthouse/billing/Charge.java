package uk.co.seaholme.guesthouse.billing;

/** Something the guest is charged for, VAT included. */
public record Charge(String description, long pence) {
}
