package uk.co.ashdownnews.rounds;

import java.time.LocalDate;
import java.util.List;

/**
 * A customer's bill for a period: one line per title with the number of issues delivered and
 * their cost, and the round's delivery charge for the weeks something was delivered.
 */
public record Bill(Customer customer, LocalDate from, LocalDate to, List<Line> lines,
                   int chargedWeeks, Money deliveryCharge) {

    /** Issues of one title in the period. */
    public record Line(Publication publication, int issues, Money amount) {
    }

    public Bill {
        lines = List.copyOf(lines);
    }

    public Money papers() {
        Money total = Money.ZERO;
        for (Line line : lines) {
            total = total.plus(line.amount());
        }
        return total;
    }

    public Money total() {
        return papers().plus(deliveryCharge);
    }

    public int issues() {
        int n = 0;
        for (Line line : lines) {
            n += line.issues();
        }
        return n;
    }

    public Line line(String code) {
        for (Line line : lines) {
            if (line.publication().code().equals(code)) {
                return line;
            }
        }
        return null;
    }
}
