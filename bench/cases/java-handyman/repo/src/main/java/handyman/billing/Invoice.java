package handyman.billing;

import handyman.money.Money;
import handyman.quote.Quote;

import java.time.LocalDate;

/** A bill for a finished job. */
public record Invoice(String number, Quote priced, LocalDate issued, LocalDate due, Money deposit) {

    public Money total() {
        return priced.total();
    }

    public Money balanceDue() {
        return Money.max(Money.ZERO, total().minus(deposit));
    }

    public boolean overdue(LocalDate today) {
        return today.isAfter(due) && balanceDue().compareTo(Money.ZERO) > 0;
    }
}
