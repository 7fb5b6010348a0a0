package org.example.dragonboat;

import java.util.List;

/**
 * How a seating plan sits in the boat: benches numbered 1 (at the drum) to 10, each with a left and a
 * right seat. An empty seat is null.
 */
public final class Balance {
    public static final int BENCHES = 10;

    private final Paddler[][] seats;

    private Balance(Paddler[][] seats) {
        this.seats = seats;
    }

    /** A plan from bench lists: benches.get(0) is bench 1, each a two-element [left, right] list. */
    public static Balance of(List<List<Paddler>> benches) {
        if (benches.size() > BENCHES) {
            throw new IllegalArgumentException("a standard boat has " + BENCHES + " benches");
        }
        Paddler[][] seats = new Paddler[BENCHES][2];
        for (int b = 0; b < benches.size(); b++) {
            List<Paddler> bench = benches.get(b);
            seats[b][0] = bench.get(0);
            seats[b][1] = bench.get(1);
            if (seats[b][0] != null && seats[b][0].side() != Paddler.Side.LEFT
                    || seats[b][1] != null && seats[b][1].side() != Paddler.Side.RIGHT) {
                throw new IllegalArgumentException("bench " + (b + 1) + ": paddler on the wrong side");
            }
        }
        return new Balance(seats);
    }

    public double leftKg() {
        return sideKg(0);
    }

    public double rightKg() {
        return sideKg(1);
    }

    /** Left minus right: positive when the boat lists to the left. */
    public double sideToSideKg() {
        return leftKg() - rightKg();
    }

    private double sideKg(int side) {
        double kg = 0;
        for (Paddler[] bench : seats) {
            if (bench[side] != null) {
                kg += bench[side].weightKg();
            }
        }
        return kg;
    }
}
