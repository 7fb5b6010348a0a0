package handyman.billing;

import handyman.money.Money;
import handyman.quote.Job;
import handyman.quote.Quoter;

import java.time.LocalDate;
import java.util.HashMap;
import java.util.Map;

/**
 * Raises invoices for finished jobs, priced on the time actually taken and
 * the materials actually used, and numbered INV-year-sequence.
 */
public final class Invoicer {

    public static final int PAYMENT_DAYS = 14;

    private final Quoter quoter;
    private final Map<Integer, Integer> lastNumberByYear = new HashMap<>();

    public Invoicer(Quoter quoter) {
        this.quoter = quoter;
    }

    public Invoice invoice(Job asDone, LocalDate issued, Money deposit) {
        if (deposit.isNegative()) {
            throw new IllegalArgumentException("negative deposit");
        }
        int year = issued.getYear();
        int sequence = lastNumberByYear.merge(year, 1, Integer::sum);
        String number = String.format("INV-%d-%04d", year, sequence);
        return new Invoice(number, quoter.quote(asDone), issued, issued.plusDays(PAYMENT_DAYS), deposit);
    }

    public String statement(Invoice invoice) {
        StringBuilder out = new StringBuilder(invoice.priced().render().replaceFirst("^Quote", "Invoice " + invoice.number() + " for job"));
        out.append(String.format("%-44s %10s%n", "Deposit paid", invoice.deposit()));
        out.append(String.format("%-44s %10s%n", "Balance due by " + invoice.due(), invoice.balanceDue()));
        return out.toString();
    }
}
