package com.example.moorings.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.example.moorings.Tariff;
import com.example.moorings.model.Berth;
import com.example.moorings.model.BerthCode;
import com.example.moorings.model.Boat;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class HarbourServiceTest {
    private static final Boat CURLEW = new Boat("Curlew", 10.2, false);
    private static final Boat TERN = new Boat("Tern", 9.0, false);
    private static final Boat PUFFIN = new Boat("Puffin", 7.5, true);

    private HarbourService harbour;

    @BeforeEach
    void setUp() {
        harbour = new HarbourService(List.of(
                new Berth(BerthCode.of('A', 1), 12.0),
                new Berth(BerthCode.of('A', 2), 10.0),
                new Berth(BerthCode.of('B', 1), 9.0),
                new Berth(BerthCode.of('B', 2), 14.0)), Tariff.standard());
    }

    @Test
    void arrivingTakesTheBerth() {
        harbour.arrive(CURLEW, "A1");
        assertFalse(harbour.isFree("A1"));
        assertTrue(harbour.isFree("A2"));
        assertEquals("Curlew", harbour.occupant("a1").orElseThrow().name());
    }

    @Test
    void aTakenBerthIsRefused() {
        harbour.arrive(CURLEW, "A1");
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> harbour.arrive(TERN, "A1"));
        assertEquals("A1 is taken by Curlew", e.getMessage());
    }

    @Test
    void aBoatTooLongIsRefused() {
        assertThrows(IllegalStateException.class, () -> harbour.arrive(CURLEW, "B1"));
        assertThrows(IllegalArgumentException.class, () -> harbour.arrive(TERN, "C4"));
    }

    @Test
    void departingFreesTheBerth() {
        harbour.arrive(TERN, "B1");
        harbour.arrive(PUFFIN, "A2");
        assertEquals(TERN, harbour.depart("B1"));
        assertTrue(harbour.isFree("B1"));
        assertFalse(harbour.isFree("A2"));
        assertThrows(IllegalStateException.class, () -> harbour.depart("B1"));
    }

    @Test
    void freeBerthsShortestFirst() {
        harbour.arrive(PUFFIN, "B1");
        assertEquals(List.of(BerthCode.of('A', 2), BerthCode.of('A', 1), BerthCode.of('B', 2)),
                harbour.freeBerthsFor(TERN));
        assertEquals(List.of(BerthCode.of('A', 1), BerthCode.of('B', 2)), harbour.freeBerthsFor(CURLEW));
    }

    @Test
    void takingsForTonight() {
        harbour.arrive(CURLEW, "A1");
        harbour.arrive(PUFFIN, "B1");
        assertEquals(11 * 320 + 8 * 95, harbour.nightlyTakings());
    }
}
