package net.riverside.regatta;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The results of one race: finishers placed by time (by handicapped time in a
 * masters race), then the crews that did not finish, start or were disqualified.
 */
public final class RaceResults {

    /** A line of the results sheet. place is 0 for a crew that did not finish. */
    public record Placing(int place, Result result, RaceTime adjusted, long behindWinner) {

        public Crew crew() {
            return result.crew();
        }
    }

    private final String race;
    private final int courseMetres;
    private final boolean masters;
    private final List<Result> results;

    public RaceResults(String race, int courseMetres, boolean masters, List<Result> results) {
        if (courseMetres <= 0) {
            throw new IllegalArgumentException("course length must be positive");
        }
        this.race = race;
        this.courseMetres = courseMetres;
        this.masters = masters;
        this.results = List.copyOf(results);
    }

    public String race() {
        return race;
    }

    public int courseMetres() {
        return courseMetres;
    }

    public boolean masters() {
        return masters;
    }

    /** The time a crew is placed on: its own time, less its allowance in a masters race. */
    public RaceTime adjusted(Result r) {
        if (!masters) {
            return r.time();
        }
        return r.time().minus(MastersHandicap.allowance(r.crew(), courseMetres));
    }

    public List<Placing> placings() {
        List<Result> finishers = new ArrayList<>();
        List<Result> others = new ArrayList<>();
        for (Result r : results) {
            (r.finished() ? finishers : others).add(r);
        }
        finishers.sort(Comparator.comparing(this::adjusted));
        others.sort(Comparator.comparing(Result::status).thenComparing(Result::lane));

        List<Placing> out = new ArrayList<>();
        RaceTime winner = finishers.isEmpty() ? null : adjusted(finishers.get(0));
        for (int i = 0; i < finishers.size(); i++) {
            Result r = finishers.get(i);
            RaceTime t = adjusted(r);
            int place = i + 1;
            if (i > 0 && t.equals(out.get(i - 1).adjusted())) {
                place = out.get(i - 1).place();
            }
            out.add(new Placing(place, r, t, t.hundredths() - winner.hundredths()));
        }
        for (Result r : others) {
            out.add(new Placing(0, r, null, 0));
        }
        return out;
    }

    public Placing winner() {
        List<Placing> p = placings();
        if (p.isEmpty() || p.get(0).place() != 1) {
            throw new IllegalStateException(race + ": no finisher");
        }
        return p.get(0);
    }
}
