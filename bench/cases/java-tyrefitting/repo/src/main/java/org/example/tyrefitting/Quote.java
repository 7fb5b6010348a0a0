package org.example.tyrefitting;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** What a customer pays for a set of tyres fitted in the bay, VAT included. */
public class Quote {
    public static final int VAT_PERCENT = 20;

    public static final long FITTING_PENCE = 1200;
    public static final long BALANCING_PENCE = 600;
    public static final long VALVE_PENCE = 350;
    public static final long DISPOSAL_PENCE = 250;
    public static final long ALIGNMENT_PENCE = 4500;

    /** One priced line of the quote. */
    public record Line(String description, int quantity, long unitPence, boolean discountable) {
        public long totalPence() {
            return quantity * unitPence;
        }
    }

    private final String registration;
    private final List<Line> lines = new ArrayList<>();
    private int discountPercent;

    public Quote(String registration) {
        this.registration = registration;
    }

    public String registration() {
        return registration;
    }

    /** The tyres, their fitting and balancing, a new valve each and disposal of the old casings. */
    public Quote addTyres(StockItem tyre, int quantity) {
        if (quantity < 1 || quantity > 5) {
            throw new IllegalArgumentException("quantity " + quantity);
        }
        lines.add(new Line(tyre.describe(), quantity, tyre.pricePence(), true));
        lines.add(new Line("Fitting and balancing", quantity, FITTING_PENCE + BALANCING_PENCE, false));
        lines.add(new Line("Valve", quantity, VALVE_PENCE, false));
        lines.add(new Line("Casing disposal", quantity, DISPOSAL_PENCE, false));
        return this;
    }

    public Quote addAlignment() {
        lines.add(new Line("Four-wheel alignment", 1, ALIGNMENT_PENCE, false));
        return this;
    }

    /** A trade or club discount, taken off the tyres only. */
    public Quote discountPercent(int percent) {
        if (percent < 0 || percent > 30) {
            throw new IllegalArgumentException("discount " + percent + "%");
        }
        this.discountPercent = percent;
        return this;
    }

    public List<Line> lines() {
        return Collections.unmodifiableList(lines);
    }

    public long discountPence() {
        long discountable = lines.stream().filter(Line::discountable).mapToLong(Line::totalPence).sum();
        return Money.percent(discountable, discountPercent);
    }

    public long netPence() {
        return lines.stream().mapToLong(Line::totalPence).sum() - discountPence();
    }

    public long vatPence() {
        return Money.percent(netPence(), VAT_PERCENT);
    }

    public long totalPence() {
        return netPence() + vatPence();
    }

    public String render() {
        StringBuilder out = new StringBuilder("Quote for " + registration + "\n");
        for (Line line : lines) {
            out.append(row(line.quantity() + " x " + line.description(), line.totalPence()));
        }
        if (discountPercent > 0) {
            out.append(row("Discount " + discountPercent + "% on tyres", -discountPence()));
        }
        out.append(row("Net", netPence()));
        out.append(row("VAT " + VAT_PERCENT + "%", vatPence()));
        out.append(row("Total", totalPence()));
        return out.toString();
    }

    private static String row(String label, long pence) {
        String money = Money.format(pence);
        return String.format("%-" + (56 - money.length()) + "s%s%n", label, money);
    }
}
