package uk.plasterwork.estimate;

/** Lays a quote out as plain text for an email or a printout. */
public final class QuoteFormatter {

    private static final int DESCRIPTION_WIDTH = 34;
    private static final int QUANTITY_WIDTH = 10;
    private static final int MONEY_WIDTH = 11;

    public String format(Quote quote) {
        StringBuilder out = new StringBuilder();
        out.append("Quote ").append(quote.reference()).append(" for ").append(quote.customer()).append('\n');
        out.append('\n');
        out.append(row("Item", "Qty", "Each", "Amount"));
        for (QuoteLine line : quote.lines()) {
            out.append(row(line.description(), line.quantity(), line.unitPrice().format(), line.amount().format()));
        }
        out.append('\n');
        out.append(total("Materials", quote.materials()));
        out.append(total("Labour", quote.labour()));
        out.append(total("Subtotal", quote.subtotal()));
        out.append(total("VAT", quote.vat()));
        out.append(total("Total", quote.total()));
        return out.toString();
    }

    private static String row(String description, String quantity, String each, String amount) {
        return String.format("%-" + DESCRIPTION_WIDTH + "s %" + QUANTITY_WIDTH + "s %" + MONEY_WIDTH + "s %"
                + MONEY_WIDTH + "s%n", description, quantity, each, amount).stripTrailing() + "\n";
    }

    private static String total(String label, Money amount) {
        int labelWidth = DESCRIPTION_WIDTH + QUANTITY_WIDTH + MONEY_WIDTH + 2;
        return String.format("%" + labelWidth + "s %" + MONEY_WIDTH + "s", label, amount.format()) + "\n";
    }
}
