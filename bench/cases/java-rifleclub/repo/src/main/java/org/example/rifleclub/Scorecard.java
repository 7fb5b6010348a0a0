package org.example.rifleclub;

import java.util.List;
import java.util.function.ToIntFunction;

/** A shooter's series in a round. */
public record Scorecard(String shooter, Round round, List<Series> series) {

    public Scorecard {
        series = List.copyOf(series);
        for (Series s : series) {
            if (s.marks().size() != round.shotsPerSeries()) {
                throw new IllegalArgumentException(shooter + ": a series of " + s.marks().size() + " shots in a round of "
                        + round.shotsPerSeries() + "-shot series");
            }
        }
        if (series.size() > round.series()) {
            throw new IllegalArgumentException(shooter + ": " + series.size() + " series in a round of " + round.series());
        }
    }

    private int sum(ToIntFunction<Series> f) {
        return series.stream().mapToInt(f).sum();
    }

    public int total() { return sum(Series::total); }
    public int hits() { return sum(Series::hits); }
    public int bulls() { return sum(Series::bulls); }
    public int centres() { return sum(Series::centres); }

    public boolean isComplete() {
        return series.size() == round.series();
    }
}
