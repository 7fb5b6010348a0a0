package uk.co.seaholme.guesthouse.billing;

import java.time.LocalDate;

/** Money received against a folio. */
public record Payment(String method, long pence, LocalDate received) {

    public Payment {
        if (pence <= 0) {
            throw new IllegalArgumentException("a payment must be positive");
        }
    }
}
