package com.example.catering;

import java.util.ArrayList;
import java.util.List;

/** The quote as the customer reads it, one line per dish, then the sums. */
public final class QuoteText {
    private QuoteText() {}

    public static List<String> lines(Quote quote) {
        List<String> lines = new ArrayList<>();
        for (Dish dish : quote.dishes()) {
            lines.add(String.format("%-24s %3d x %8s", dish.name(), quote.guests(), dish.perHead()));
        }
        lines.add(String.format("%-24s %14s", "Food", quote.food()));
        lines.add(String.format("%-24s %14s", "Service", quote.service()));
        lines.add(String.format("%-24s %14s", "VAT", quote.vat()));
        lines.add(String.format("%-24s %14s", "Total", quote.total()));
        return lines;
    }
}
