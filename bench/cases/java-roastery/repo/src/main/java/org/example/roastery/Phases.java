package org.example.roastery;

/**
 * The three phases of a roast in seconds: drying (charge to yellowing), Maillard (yellowing to first
 * crack) and development (first crack to drop).
 */
public record Phases(int drying, int maillard, int development) {

    public static Phases of(RoastLog log) {
        int yellowing = log.yellowing().orElseThrow(() -> new IllegalStateException("yellowing was not marked"));
        int crack = log.firstCrack().orElseThrow(() -> new IllegalStateException("first crack was not marked"));
        int drop = log.dropSecond();
        if (!(yellowing < crack && crack < drop)) {
            throw new IllegalStateException("marks out of order: yellowing " + yellowing + " s, first crack " + crack + " s, drop " + drop + " s");
        }
        return new Phases(yellowing, crack - yellowing, drop - crack);
    }

    public int total() {
        return drying + maillard + development;
    }

    /** Development time ratio: the share of the roast after first crack, in percent. */
    public double dtr() {
        return 100.0 * development / total();
    }
}
