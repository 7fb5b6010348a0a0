package org.example.rifleclub;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** The results of a shoot in one round: best total first, equal totals sharing a place. */
public final class Leaderboard {

    public record Place(int place, Scorecard card) {
        @Override
        public String toString() {
            return String.format("%2d  %-16s %4d %3d %3d", place, card.shooter(), card.total(), card.hits(), card.bulls());
        }
    }

    private Leaderboard() {
    }

    public static List<Place> of(List<Scorecard> cards) {
        List<Scorecard> sorted = new ArrayList<>(cards);
        Comparator<Scorecard> order = Comparator.comparingInt(Scorecard::total).reversed();
        sorted.sort(order.thenComparing(Scorecard::shooter));
        List<Place> places = new ArrayList<>();
        for (int i = 0; i < sorted.size(); i++) {
            boolean tied = i > 0 && order.compare(sorted.get(i - 1), sorted.get(i)) == 0;
            places.add(new Place(tied ? places.get(i - 1).place() : i + 1, sorted.get(i)));
        }
        return places;
    }
}
