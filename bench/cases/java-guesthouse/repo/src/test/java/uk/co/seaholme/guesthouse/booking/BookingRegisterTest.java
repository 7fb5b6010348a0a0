package uk.co.seaholme.guesthouse.booking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static uk.co.seaholme.guesthouse.Fixtures.COUPLE;
import static uk.co.seaholme.guesthouse.Fixtures.FAMILY;
import static uk.co.seaholme.guesthouse.Fixtures.HOUSE;
import static uk.co.seaholme.guesthouse.Fixtures.ROOM_1;
import static uk.co.seaholme.guesthouse.Fixtures.ROOM_2;
import static uk.co.seaholme.guesthouse.Fixtures.ROOM_4;
import static uk.co.seaholme.guesthouse.Fixtures.ROOM_5;
import static uk.co.seaholme.guesthouse.Fixtures.ROOM_6;
import static uk.co.seaholme.guesthouse.Fixtures.SOLO;

import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import uk.co.seaholme.guesthouse.model.BoardBasis;
import uk.co.seaholme.guesthouse.model.Room;
import uk.co.seaholme.guesthouse.model.Stay;

class BookingRegisterTest {

    private static final LocalDate SAT = LocalDate.of(2024, 8, 3);

    private BookingRegister register;

    @BeforeEach
    void setUp() {
        register = new BookingRegister(HOUSE);
    }

    @Test
    void givesReferencesInOrder() {
        Booking a = register.book(ROOM_2, COUPLE, Stay.of(SAT, 2), BoardBasis.BED_AND_BREAKFAST, false);
        Booking b = register.book(ROOM_1, SOLO, Stay.of(SAT, 1), BoardBasis.ROOM_ONLY, false);
        assertEquals("SH0001", a.reference());
        assertEquals("SH0002", b.reference());
        assertEquals(a, register.find("SH0001").orElseThrow());
    }

    @Test
    void refusesAClash() {
        register.book(ROOM_2, COUPLE, Stay.of(SAT, 3), BoardBasis.BED_AND_BREAKFAST, false);
        BookingException e = assertThrows(BookingException.class,
                () -> register.book(ROOM_2, SOLO, Stay.of(SAT.plusDays(2), 2), BoardBasis.ROOM_ONLY, false));
        assertTrue(e.getMessage().startsWith("room 2 is taken"), e.getMessage());
    }

    @Test
    void takesBackToBackBookings() {
        register.book(ROOM_2, COUPLE, Stay.of(SAT, 3), BoardBasis.BED_AND_BREAKFAST, false);
        Booking next = register.book(ROOM_2, SOLO, Stay.of(SAT.plusDays(3), 2), BoardBasis.ROOM_ONLY, false);
        assertTrue(next.isActive());
    }

    @Test
    void refusesTooManyPeopleAndUnwantedDogs() {
        assertThrows(BookingException.class,
                () -> register.book(ROOM_2, FAMILY, Stay.of(SAT, 1), BoardBasis.ROOM_ONLY, false));
        assertThrows(BookingException.class,
                () -> register.book(ROOM_2, COUPLE, Stay.of(SAT, 1), BoardBasis.ROOM_ONLY, true));
    }

    @Test
    void cancellingFreesTheRoom() {
        Booking a = register.book(ROOM_4, COUPLE, Stay.of(SAT, 7), BoardBasis.HALF_BOARD, true);
        register.cancel(a.reference());
        assertEquals(BookingStatus.CANCELLED, a.status());
        assertTrue(register.isAvailable(ROOM_4, Stay.of(SAT.plusDays(1), 2)));
        assertThrows(BookingException.class, () -> register.cancel(a.reference()));
        assertThrows(BookingException.class, () -> register.cancel("SH9999"));
    }

    @Test
    void listsAvailableRoomsSmallestFirst() {
        register.book(ROOM_2, COUPLE, Stay.of(SAT, 2), BoardBasis.BED_AND_BREAKFAST, false);
        List<Room> free = register.availableRooms(Stay.of(SAT.plusDays(1), 2), 2);
        assertEquals(List.of("3", "4", "6", "5"), free.stream().map(Room::number).toList());
    }

    @Test
    void arrivalsDeparturesAndOccupancy() {
        register.book(ROOM_2, COUPLE, Stay.of(SAT, 2), BoardBasis.BED_AND_BREAKFAST, false);
        register.book(ROOM_5, FAMILY, Stay.of(SAT.minusDays(3), 3), BoardBasis.HALF_BOARD, false);
        register.book(ROOM_6, SOLO, Stay.of(SAT.minusDays(1), 4), BoardBasis.ROOM_ONLY, false);
        assertEquals(1, register.arrivals(SAT).size());
        assertEquals("5", register.departures(SAT).get(0).room().number());
        assertEquals(2, register.inHouse(SAT).size());
        assertEquals(33, register.occupancyPercent(SAT));
        assertFalse(register.isAvailable(ROOM_6, Stay.of(SAT.plusDays(2), 1)));
    }
}
