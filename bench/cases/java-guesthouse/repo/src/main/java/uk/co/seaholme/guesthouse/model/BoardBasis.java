package uk.co.seaholme.guesthouse.model;

/** Meals included, priced per adult per night in pence; children pay half. */
public enum BoardBasis {
    ROOM_ONLY(0),
    BED_AND_BREAKFAST(1_200),
    HALF_BOARD(3_200);

    private final long adultPence;

    BoardBasis(long adultPence) {
        this.adultPence = adultPence;
    }

    public long adultPence() {
        return adultPence;
    }

    public long childPence() {
        return adultPence / 2;
    }

    public long perNight(Guest guest) {
        return guest.adults() * adultPence() + guest.children() * childPence();
    }
}
