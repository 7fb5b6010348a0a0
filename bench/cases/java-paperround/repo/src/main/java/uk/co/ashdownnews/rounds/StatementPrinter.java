package uk.co.ashdownnews.rounds;

import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Prints the slip that goes through the door with the papers at the end of the period. */
public final class StatementPrinter {

    private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("d MMM yyyy", Locale.UK);
    private static final int WIDTH = 40;

    public List<String> print(Bill bill) {
        List<String> out = new ArrayList<>();
        Customer c = bill.customer();
        out.add(c.name() + ", " + c.address());
        out.add("Account " + c.account() + "  " + DAY.format(bill.from()) + " to " + DAY.format(bill.to()));
        for (Bill.Line line : bill.lines()) {
            String left = String.format("%-22s x%-3d", line.publication().title(), line.issues());
            out.add(pad(left, line.amount().format()));
        }
        String weeks = bill.chargedWeeks() == 1 ? "1 week" : bill.chargedWeeks() + " weeks";
        out.add(pad("Delivery, " + weeks, bill.deliveryCharge().format()));
        out.add("-".repeat(WIDTH));
        out.add(pad("Total", bill.total().format()));
        return out;
    }

    static String pad(String left, String right) {
        int gap = WIDTH - left.length() - right.length();
        return left + " ".repeat(Math.max(1, gap)) + right;
    }
}
