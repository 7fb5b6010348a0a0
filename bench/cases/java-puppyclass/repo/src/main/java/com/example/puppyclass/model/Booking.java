package com.example.puppyclass.model;

import java.time.LocalDate;
import java.util.Objects;

/** A place on a course, booked on a given day, with the fee charged for it. */
public record Booking(Course course, Dog dog, LocalDate bookedOn, long feePence) {

    public Booking {
        Objects.requireNonNull(course, "course");
        Objects.requireNonNull(dog, "dog");
        Objects.requireNonNull(bookedOn, "bookedOn");
    }
}
