package llamatrek;

import java.time.Duration;
import java.util.List;

/**
 * A trekking route as a list of legs. Walking times follow Naismith's rule,
 * slowed to a llama's pace.
 */
public final class Route {

    /** A string of llamas on the flat, with guests leading them. */
    public static final double PACE_KMH = 3.5;

    /** Climb that adds an hour of walking. */
    public static final int ASCENT_M_PER_HOUR = 500;

    private final String name;
    private final List<Leg> legs;

    public Route(String name, List<Leg> legs) {
        if (legs.isEmpty()) {
            throw new IllegalArgumentException("Route " + name + " has no legs");
        }
        for (int i = 1; i < legs.size(); i++) {
            if (!legs.get(i - 1).to().equals(legs.get(i).from())) {
                throw new IllegalArgumentException(
                        "Leg " + (i + 1) + " of " + name + " starts at " + legs.get(i).from()
                                + ", not at " + legs.get(i - 1).to());
            }
        }
        this.name = name;
        this.legs = List.copyOf(legs);
    }

    public String name() {
        return name;
    }

    public List<Leg> legs() {
        return legs;
    }

    public double km() {
        return legs.stream().mapToDouble(Leg::km).sum();
    }

    public int ascentM() {
        return legs.stream().mapToInt(Leg::ascentM).sum();
    }

    public boolean isCircular() {
        return legs.get(0).from().equals(legs.get(legs.size() - 1).to());
    }

    /** Walking time for one leg, to the nearest minute. */
    public static Duration walkingTime(Leg leg) {
        double hours = leg.km() / PACE_KMH + (double) leg.ascentM() / ASCENT_M_PER_HOUR;
        return Duration.ofMinutes(Math.round(hours * 60));
    }

    /** Walking time for the whole route, not counting the picnic stop. */
    public Duration walkingTime() {
        return legs.stream().map(Route::walkingTime).reduce(Duration.ZERO, Duration::plus);
    }
}
