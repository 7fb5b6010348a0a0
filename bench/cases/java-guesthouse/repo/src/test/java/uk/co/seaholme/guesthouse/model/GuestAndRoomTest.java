package uk.co.seaholme.guesthouse.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class GuestAndRoomTest {

    @Test
    void partySizeCountsChildren() {
        assertEquals(4, new Guest("A", "a@example.org", 2, 2).partySize());
    }

    @Test
    void needsAnAdult() {
        assertThrows(IllegalArgumentException.class, () -> new Guest("A", "a@example.org", 0, 2));
        assertThrows(IllegalArgumentException.class, () -> new Guest("A", "a@example.org", 1, -1));
    }

    @Test
    void roomSleepsUpToItsType() {
        Room family = new Room("5", RoomType.FAMILY, false, true);
        assertTrue(family.sleeps(4));
        assertFalse(family.sleeps(5));
        assertFalse(family.sleeps(0));
        assertThrows(IllegalArgumentException.class, () -> new Room(" ", RoomType.SINGLE, false, false));
    }

    @Test
    void childrenPayHalfBoard() {
        Guest guest = new Guest("A", "a@example.org", 2, 1);
        assertEquals(3_000, BoardBasis.BED_AND_BREAKFAST.perNight(guest));
        assertEquals(8_000, BoardBasis.HALF_BOARD.perNight(guest));
        assertEquals(0, BoardBasis.ROOM_ONLY.perNight(guest));
    }
}
