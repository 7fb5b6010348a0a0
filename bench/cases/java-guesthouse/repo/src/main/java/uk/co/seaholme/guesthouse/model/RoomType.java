package uk.co.seaholme.guesthouse.model;

/** The kinds of room in the house, with how many they sleep and the base nightly rate in pence. */
public enum RoomType {
    SINGLE(1, 6_500),
    DOUBLE(2, 9_500),
    TWIN(2, 9_500),
    FAMILY(4, 13_500);

    private final int sleeps;
    private final long baseRatePence;

    RoomType(int sleeps, long baseRatePence) {
        this.sleeps = sleeps;
        this.baseRatePence = baseRatePence;
    }

    public int sleeps() {
        return sleeps;
    }

    public long baseRatePence() {
        return baseRatePence;
    }
}
