package uk.co.seaholme.guesthouse.booking;

/** A booking that cannot be taken or changed. */
public class BookingException extends RuntimeException {

    public BookingException(String message) {
        super(message);
    }
}
