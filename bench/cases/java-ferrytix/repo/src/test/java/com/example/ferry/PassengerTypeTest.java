package com.example.ferry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class PassengerTypeTest {
    @Test
    void ageBoundaries() {
        assertEquals(PassengerType.INFANT, PassengerType.forAge(1));
        assertEquals(PassengerType.CHILD, PassengerType.forAge(2));
        assertEquals(PassengerType.CHILD, PassengerType.forAge(15));
        assertEquals(PassengerType.ADULT, PassengerType.forAge(16));
        assertEquals(PassengerType.SENIOR, PassengerType.forAge(65));
    }

    @Test
    void negativeAge() {
        assertThrows(IllegalArgumentException.class, () -> PassengerType.forAge(-1));
    }
}
