package com.brightcurl.salon;

/** Thrown when a booking does not fit the stylist's shift or clashes with another one. */
public class SlotUnavailableException extends RuntimeException {

    public SlotUnavailableException(String message) {
        super(message);
    }
}
