package com.example.puppyclass.service;

/** A booking the register refuses, with the reason shown to the owner. */
public class BookingException extends RuntimeException {

    public BookingException(String message) {
        super(message);
    }
}
