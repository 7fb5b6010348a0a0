package kennels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class OccupancyTest {

    private static final LocalDate MON = LocalDate.of(2024, 10, 7);
    private static final LocalDate FRI = LocalDate.of(2024, 10, 11);

    private Occupancy occupancy;

    @BeforeEach
    void setUp() {
        occupancy = new Occupancy(Fixtures.runs());
    }

    private Booking book(String ref, List<Dog> dogs, String run, LocalDate in, LocalDate out) {
        return occupancy.book(new Booking(ref, "Household " + ref, dogs, in, out, Fixtures.run(run), Set.of()));
    }

    @Test
    void smallestRunThatFits() {
        assertEquals("A1", occupancy.allocate(List.of(Fixtures.bramble()), MON, FRI).orElseThrow().id());
        assertEquals("A2", occupancy.allocate(List.of(Fixtures.otto()), MON, FRI).orElseThrow().id());
        assertEquals("B1", occupancy.allocate(List.of(Fixtures.juniper()), MON, FRI).orElseThrow().id());
    }

    @Test
    void puppiesAndSeniorsGetHeating() {
        assertEquals("B1", occupancy.allocate(List.of(Fixtures.pip()), MON, FRI).orElseThrow().id());
        assertEquals("C1", occupancy.allocate(List.of(Fixtures.hector()), MON, FRI).orElseThrow().id());
    }

    @Test
    void takenRunIsSkipped() {
        book("HL-1", List.of(Fixtures.bramble()), "A1", MON, FRI);
        assertEquals("A2", occupancy.allocate(List.of(Fixtures.bramble()), MON.plusDays(2), FRI).orElseThrow().id());
    }

    @Test
    void checkOutDayIsFreeForTheNextArrival() {
        book("HL-1", List.of(Fixtures.bramble()), "A1", MON, FRI);
        assertTrue(occupancy.isFree(Fixtures.run("A1"), FRI, FRI.plusDays(3)));
        assertFalse(occupancy.isFree(Fixtures.run("A1"), FRI.minusDays(1), FRI.plusDays(3)));
    }

    @Test
    void threeDogsNeedTheBigRun() {
        List<Dog> dogs = List.of(Fixtures.juniper(), Fixtures.otto(), Fixtures.bramble());
        assertEquals("B2", occupancy.allocate(dogs, MON, FRI).orElseThrow().id());
        book("HL-2", dogs, "B2", MON, FRI);
        assertTrue(occupancy.allocate(dogs, MON, FRI).isEmpty());
    }

    @Test
    void doubleBookingIsRefused() {
        book("HL-1", List.of(Fixtures.otto()), "A2", MON, FRI);
        assertThrows(IllegalStateException.class,
                () -> book("HL-2", List.of(Fixtures.bramble()), "A2", MON.plusDays(1), MON.plusDays(2)));
        assertThrows(IllegalArgumentException.class,
                () -> book("HL-3", List.of(Fixtures.juniper()), "A1", MON, FRI));
    }

    @Test
    void countsRunsAndDogsPerNight() {
        book("HL-1", List.of(Fixtures.juniper(), Fixtures.otto()), "B2", MON, FRI);
        book("HL-2", List.of(Fixtures.bramble()), "A1", MON.plusDays(2), FRI.plusDays(2));
        assertEquals(1, occupancy.runsInUse(MON));
        assertEquals(2, occupancy.runsInUse(MON.plusDays(3)));
        assertEquals(3, occupancy.dogsOn(MON.plusDays(3)));
        assertEquals(1, occupancy.dogsOn(FRI));
        assertEquals(0, occupancy.dogsOn(FRI.plusDays(2)));
    }
}
