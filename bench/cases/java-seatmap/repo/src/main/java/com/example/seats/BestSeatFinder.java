package com.example.seats;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Finds the best block of adjacent free seats for a party: the row nearest the preferred row wins, and within a
 * row the block nearest the row's centre.
 */
public final class BestSeatFinder {
    private final SeatMap map;
    private final char preferredRow;

    public BestSeatFinder(SeatMap map, char preferredRow) {
        this.map = map;
        this.preferredRow = preferredRow;
    }

    public Optional<List<SeatId>> find(int partySize) {
        if (partySize < 1) {
            throw new IllegalArgumentException("party size must be at least 1");
        }
        List<SeatId> best = null;
        int bestScore = Integer.MAX_VALUE;
        for (char row : map.layout().rows()) {
            for (int start : freeStarts(row, partySize)) {
                int score = score(row, start, partySize);
                if (score < bestScore) {
                    bestScore = score;
                    best = block(row, start, partySize);
                }
            }
        }
        return Optional.ofNullable(best);
    }

    /** Lower is better: rows away from the preferred one weigh more than seats away from the centre. */
    private int score(char row, int start, int partySize) {
        int rowDistance = Math.abs(row - preferredRow);
        int seats = map.layout().seatsIn(row);
        // twice the distance between the block's centre and the row's centre, to stay in integers
        int centreDistance = Math.abs(2 * start + partySize - 1 - (seats + 1));
        return rowDistance * 1000 + centreDistance;
    }

    /** First seat numbers of every run of partySize free seats in the row. */
    private List<Integer> freeStarts(char row, int partySize) {
        List<Integer> starts = new ArrayList<>();
        int run = 0;
        for (int number = 1; number <= map.layout().seatsIn(row); number++) {
            if (map.isFree(new SeatId(row, number))) {
                run++;
                if (run >= partySize) {
                    starts.add(number - partySize + 1);
                }
            } else {
                run = 0;
            }
        }
        return starts;
    }

    private static List<SeatId> block(char row, int start, int partySize) {
        List<SeatId> seats = new ArrayList<>();
        for (int i = 0; i < partySize; i++) {
            seats.add(new SeatId(row, start + i));
        }
        return seats;
    }
}
