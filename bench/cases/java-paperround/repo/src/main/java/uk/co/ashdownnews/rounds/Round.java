package uk.co.ashdownnews.rounds;

import java.util.Objects;

/**
 * A paper round: the deliverer who walks it and the weekly delivery charge added to each bill
 * on it for every week in which something was delivered.
 */
public record Round(String id, String name, String deliverer, Money weeklyCharge) {

    public Round {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(weeklyCharge, "weeklyCharge");
    }
}
