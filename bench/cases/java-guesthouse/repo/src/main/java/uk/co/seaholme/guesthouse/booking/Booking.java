package uk.co.seaholme.guesthouse.booking;

import java.util.Objects;
import uk.co.seaholme.guesthouse.model.BoardBasis;
import uk.co.seaholme.guesthouse.model.Guest;
import uk.co.seaholme.guesthouse.model.Room;
import uk.co.seaholme.guesthouse.model.Stay;

/** One room booked for one party for one stay. */
public final class Booking {

    private final String reference;
    private final Room room;
    private final Guest guest;
    private final Stay stay;
    private final BoardBasis board;
    private final boolean dog;
    private BookingStatus status = BookingStatus.CONFIRMED;

    public Booking(String reference, Room room, Guest guest, Stay stay, BoardBasis board, boolean dog) {
        this.reference = Objects.requireNonNull(reference, "reference");
        this.room = Objects.requireNonNull(room, "room");
        this.guest = Objects.requireNonNull(guest, "guest");
        this.stay = Objects.requireNonNull(stay, "stay");
        this.board = Objects.requireNonNull(board, "board");
        this.dog = dog;
    }

    public String reference() {
        return reference;
    }

    public Room room() {
        return room;
    }

    public Guest guest() {
        return guest;
    }

    public Stay stay() {
        return stay;
    }

    public BoardBasis board() {
        return board;
    }

    public boolean dog() {
        return dog;
    }

    public BookingStatus status() {
        return status;
    }

    public boolean isActive() {
        return status == BookingStatus.CONFIRMED;
    }

    void cancel() {
        if (!isActive()) {
            throw new BookingException("booking " + reference + " is already cancelled");
        }
        status = BookingStatus.CANCELLED;
    }

    @Override
    public String toString() {
        return reference + " " + room.number() + " " + guest.name() + " " + stay.checkIn() + ".." + stay.checkOut();
    }
}
