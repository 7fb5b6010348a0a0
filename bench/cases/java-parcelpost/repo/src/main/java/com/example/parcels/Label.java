package com.example.parcels;

/** The text printed on the counter receipt for a quote. */
public final class Label {
    private Label() {}

    public static String receipt(Quote quote) {
        StringBuilder out = new StringBuilder();
        out.append(String.format("%-10s %6d g %10s%n", quote.zone(), quote.chargeableGrams(),
                cents(quote.postageCents())));
        if (quote.insuranceCents() > 0) {
            out.append(String.format("%-19s %10s%n", "insurance", cents(quote.insuranceCents())));
        }
        out.append(String.format("%-19s %10s%n", "total", cents(quote.totalCents())));
        return out.toString();
    }

    static String cents(long amount) {
        return String.format("%d.%02d", amount / 100, amount % 100);
    }
}
