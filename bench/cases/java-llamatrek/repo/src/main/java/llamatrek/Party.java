package llamatrek;

/**
 * Who is coming on a trek. Children are 5 to 15; under-fives come free and
 * ride in a carrier, so they neither pay nor lead a llama.
 */
public record Party(int adults, int children, int underFives) {

    public Party {
        if (adults < 1) {
            throw new IllegalArgumentException("Every party needs at least one adult");
        }
        if (children < 0 || underFives < 0) {
            throw new IllegalArgumentException("Counts cannot be negative");
        }
    }

    public static Party adults(int adults) {
        return new Party(adults, 0, 0);
    }

    public int paying() {
        return adults + children;
    }

    public int people() {
        return adults + children + underFives;
    }

    /** One llama between two walkers who can lead; under-fives do not lead. */
    public int llamasNeeded() {
        return (paying() + 1) / 2;
    }
}
