package com.example.tickets;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** One seat: a row letter and a number, in a tier. */
public record Seat(char row, int number, Tier tier) {

    public Seat {
        if (row < 'A' || row > 'Z') {
            throw new IllegalArgumentException("row must be A-Z: " + row);
        }
        if (number < 1) {
            throw new IllegalArgumentException("seat numbers start at 1: " + number);
        }
        Objects.requireNonNull(tier, "tier");
    }

    /** "C4-C7" in the given tier: C4, C5, C6, C7. */
    public static List<Seat> range(String text, Tier tier) {
        String[] ends = text.trim().split("-");
        if (ends.length != 2 || ends[0].length() < 2 || ends[1].length() < 2) {
            throw new IllegalArgumentException("not a seat range: " + text);
        }
        char row = ends[0].charAt(0);
        if (ends[1].charAt(0) != row) {
            throw new IllegalArgumentException("a range stays in one row: " + text);
        }
        int first = Integer.parseInt(ends[0].substring(1));
        int last = Integer.parseInt(ends[1].substring(1));
        if (last < first) {
            throw new IllegalArgumentException("range runs backwards: " + text);
        }
        List<Seat> seats = new ArrayList<>();
        for (int n = first; n <= last; n++) {
            seats.add(new Seat(row, n, tier));
        }
        return seats;
    }

    public String label() {
        return row + Integer.toString(number);
    }
}
