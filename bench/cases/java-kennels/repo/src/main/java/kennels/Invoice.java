package kennels;

import java.util.ArrayList;
import java.util.List;

/** The bill for a booking: boarding and extras per dog, VAT and the deposit asked when booking. */
public final class Invoice {

    public static final int VAT_PERCENT = 20;
    public static final int DEPOSIT_PERCENT = 30;

    public record Line(String description, long pence) {
    }

    private final String reference;
    private final List<Line> lines;

    private Invoice(String reference, List<Line> lines) {
        this.reference = reference;
        this.lines = List.copyOf(lines);
    }

    public static Invoice forBooking(Booking booking, Tariff tariff) {
        List<Line> lines = new ArrayList<>();
        long nights = booking.nights();
        for (Dog dog : booking.dogs()) {
            lines.add(new Line(dog.name() + ": " + nights + (nights == 1 ? " night" : " nights"),
                    tariff.boardingFor(booking, dog)));
            for (Extra extra : booking.extras()) {
                lines.add(new Line(dog.name() + ": " + extra.description(), extra.chargeFor(nights)));
            }
        }
        return new Invoice(booking.reference(), lines);
    }

    public String reference() {
        return reference;
    }

    public List<Line> lines() {
        return lines;
    }

    public long net() {
        return lines.stream().mapToLong(Line::pence).sum();
    }

    public long vat() {
        return Money.percentOf(net(), VAT_PERCENT);
    }

    public long total() {
        return net() + vat();
    }

    public long deposit() {
        return Money.ceilPound(Money.percentOf(total(), DEPOSIT_PERCENT));
    }

    public String render() {
        StringBuilder out = new StringBuilder("Invoice " + reference + "\n");
        for (Line line : lines) {
            out.append(String.format("%-40s %10s%n", line.description(), Money.format(line.pence())));
        }
        out.append(String.format("%-40s %10s%n", "Net", Money.format(net())));
        out.append(String.format("%-40s %10s%n", "VAT " + VAT_PERCENT + "%", Money.format(vat())));
        out.append(String.format("%-40s %10s%n", "Total", Money.format(total())));
        out.append(String.format("%-40s %10s%n", "Deposit due", Money.format(deposit())));
        return out.toString();
    }
}
