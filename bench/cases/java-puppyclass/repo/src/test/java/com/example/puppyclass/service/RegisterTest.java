package com.example.puppyclass.service;

import com.example.puppyclass.Fixtures;
import com.example.puppyclass.model.Booking;
import com.example.puppyclass.model.Dog;
import org.junit.jupiter.api.Test;

import java.time.LocalDate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RegisterTest {

    private static final LocalDate LATE = Fixtures.START.minusDays(7);

    private final Register register = new Register(Fixtures.puppyCourse(2), new FeeCalculator());

    @Test
    void booksAPlaceAtTheFullFee() {
        Booking b = register.book(Fixtures.puppy("Biscuit", "Ann@Example.org", 12), LATE);
        assertEquals(9000, b.feePence());
        assertEquals("ann@example.org", b.dog().ownerEmail());
        assertEquals(1, register.placesLeft());
    }

    @Test
    void secondDogOfTheSameOwnerGetsTheDiscount() {
        register.book(Fixtures.puppy("Biscuit", "ann@example.org", 12), LATE);
        Booking second = register.book(Fixtures.puppy("Crumb", "ann@example.org", 12), LATE);
        assertEquals(7650, second.feePence());
        assertEquals(16650, register.takings());
    }

    @Test
    void refusesWhenFull() {
        register.book(Fixtures.puppy("Biscuit", "ann@example.org", 12), LATE);
        register.book(Fixtures.puppy("Pepper", "bo@example.org", 14), LATE);
        BookingException e = assertThrows(BookingException.class,
                () -> register.book(Fixtures.puppy("Nala", "cy@example.org", 11), LATE));
        assertEquals("PF-TUE is full", e.getMessage());
    }

    @Test
    void refusesTheSameDogTwice() {
        register.book(Fixtures.puppy("Biscuit", "ann@example.org", 12), LATE);
        assertThrows(BookingException.class,
                () -> register.book(Fixtures.puppy("biscuit", "ann@example.org", 12), LATE));
    }

    @Test
    void refusesAfterTheStart() {
        Dog dog = Fixtures.puppy("Biscuit", "ann@example.org", 12);
        BookingException e = assertThrows(BookingException.class,
                () -> register.book(dog, Fixtures.START.plusDays(1)));
        assertEquals("bookings for PF-TUE closed on 2025-09-02", e.getMessage());
    }

    @Test
    void cancelFreesThePlace() {
        Dog dog = Fixtures.puppy("Biscuit", "ann@example.org", 12);
        register.book(dog, LATE);
        assertTrue(register.cancel(dog));
        assertFalse(register.cancel(dog));
        assertEquals(2, register.placesLeft());
    }
}
