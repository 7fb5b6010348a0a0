package uk.co.seaholme.guesthouse.booking;

public enum BookingStatus {
    CONFIRMED,
    CANCELLED
}
