package com.example.greenfees;

import java.time.LocalDateTime;
import java.util.List;

/** A tee booking: up to four players at one tee time, all playing the same number of holes. */
public record Booking(LocalDateTime teeTime, int holes, List<Player> players) {
    public static final int MAX_PLAYERS = 4;

    public Booking {
        players = List.copyOf(players);
        if (players.isEmpty() || players.size() > MAX_PLAYERS) {
            throw new IllegalArgumentException("a booking has 1 to 4 players, not " + players.size());
        }
        if (holes != 9 && holes != 18) {
            throw new IllegalArgumentException("a round is 9 or 18 holes, not " + holes);
        }
    }
}
