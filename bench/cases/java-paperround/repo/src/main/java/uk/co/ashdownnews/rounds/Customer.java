package uk.co.ashdownnews.rounds;

import java.util.Objects;

/**
 * A household on a round. {@code sequence} is the house's place in the walk: the deliverer
 * drops papers in ascending sequence order.
 */
public record Customer(String account, String name, String address, String round, int sequence) {

    public Customer {
        Objects.requireNonNull(account, "account");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(address, "address");
        Objects.requireNonNull(round, "round");
        if (sequence < 1) {
            throw new IllegalArgumentException(account + ": sequence must be positive");
        }
    }
}
