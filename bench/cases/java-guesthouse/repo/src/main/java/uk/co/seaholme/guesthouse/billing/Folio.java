package uk.co.seaholme.guesthouse.billing;

import java.util.ArrayList;
import java.util.List;
import uk.co.seaholme.guesthouse.pricing.Quote;
import uk.co.seaholme.guesthouse.pricing.QuoteLine;

/** The guest's bill for one booking: what they are charged and what they have paid. */
public final class Folio {

    /** Prices include VAT at this rate. */
    public static final int VAT_PERCENT = 20;

    private final String reference;
    private final List<Charge> charges = new ArrayList<>();
    private final List<Payment> payments = new ArrayList<>();

    public Folio(String reference) {
        this.reference = reference;
    }

    public static Folio fromQuote(String reference, Quote quote) {
        Folio folio = new Folio(reference);
        for (QuoteLine line : quote.lines()) {
            folio.addCharge(new Charge(line.description(), line.pence()));
        }
        return folio;
    }

    public String reference() {
        return reference;
    }

    public void addCharge(Charge charge) {
        charges.add(charge);
    }

    public void addPayment(Payment payment) {
        payments.add(payment);
    }

    public List<Charge> charges() {
        return List.copyOf(charges);
    }

    public List<Payment> payments() {
        return List.copyOf(payments);
    }

    public long totalCharges() {
        return charges.stream().mapToLong(Charge::pence).sum();
    }

    public long totalPaid() {
        return payments.stream().mapToLong(Payment::pence).sum();
    }

    /** What the guest still owes; negative if they have paid too much. */
    public long balance() {
        return totalCharges() - totalPaid();
    }

    /** The VAT contained in the charges, to the nearest penny. */
    public long vatPence() {
        return Math.round(totalCharges() * VAT_PERCENT / (100.0 + VAT_PERCENT));
    }
}
