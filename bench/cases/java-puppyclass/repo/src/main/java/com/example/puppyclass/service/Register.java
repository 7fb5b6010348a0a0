package com.example.puppyclass.service;

import com.example.puppyclass.model.Booking;
import com.example.puppyclass.model.Course;
import com.example.puppyclass.model.Dog;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/** The places booked on one course. */
public class Register {

    private final Course course;
    private final FeeCalculator fees;
    private final List<Booking> bookings = new ArrayList<>();

    public Register(Course course, FeeCalculator fees) {
        this.course = Objects.requireNonNull(course, "course");
        this.fees = Objects.requireNonNull(fees, "fees");
    }

    public Course course() {
        return course;
    }

    /** Books a place for the dog, or throws a BookingException saying why not. */
    public Booking book(Dog dog, LocalDate on) {
        if (on.isAfter(course.startDate())) {
            throw new BookingException("bookings for " + course.code() + " closed on " + course.startDate());
        }
        String refusal = AgeRules.refusal(course, dog);
        if (refusal != null) {
            throw new BookingException(refusal);
        }
        if (find(dog) != null) {
            throw new BookingException(dog.name() + " already has a place on " + course.code());
        }
        if (bookings.size() >= course.capacity()) {
            throw new BookingException(course.code() + " is full");
        }
        Booking booking = new Booking(course, dog, on, fees.fee(course, on, dogsOf(dog.ownerEmail())));
        bookings.add(booking);
        return booking;
    }

    /** Gives up the dog's place; false when it had none. */
    public boolean cancel(Dog dog) {
        Booking booking = find(dog);
        return booking != null && bookings.remove(booking);
    }

    public List<Booking> bookings() {
        return Collections.unmodifiableList(bookings);
    }

    public int placesLeft() {
        return course.capacity() - bookings.size();
    }

    /** Total of the fees charged, in pence. */
    public long takings() {
        return bookings.stream().mapToLong(Booking::feePence).sum();
    }

    private Booking find(Dog dog) {
        for (Booking b : bookings) {
            if (b.dog().name().equalsIgnoreCase(dog.name()) && b.dog().ownerEmail().equals(dog.ownerEmail())) {
                return b;
            }
        }
        return null;
    }

    private int dogsOf(String ownerEmail) {
        int n = 0;
        for (Booking b : bookings) {
            if (b.dog().ownerEmail().equals(ownerEmail)) {
                n++;
            }
        }
        return n;
    }
}
