package net.riverside.regatta;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class CrewTest {

    @Test
    void averageAgeIsRoundedDown() {
        Crew crew = Fixtures.double_("W2X", "Weir RC", 44, 47);
        assertEquals(45, crew.averageAge());
    }

    @Test
    void coxDoesNotCountTowardsAverageAge() {
        Crew crew = Fixtures.coxedFour("M4+", "Ouse BC", 50, 52, 54, 56, 19);
        assertEquals(53, crew.averageAge());
        assertTrue(crew.cox().isPresent());
    }

    @Test
    void singleHasNoCox() {
        Crew crew = Fixtures.single("S1", "Tyne ARC", 30);
        assertFalse(crew.cox().isPresent());
        assertEquals("S1 (Tyne ARC 1x)", crew.toString());
    }

    @Test
    void wrongNumberOfRowers() {
        assertThrows(IllegalArgumentException.class, () -> new Crew("X", "Club", BoatClass.PAIR,
                List.of(new Rower("A", 30)), null));
    }

    @Test
    void coxedBoatNeedsCox() {
        assertThrows(IllegalArgumentException.class, () -> new Crew("X", "Club", BoatClass.COXED_FOUR,
                List.of(new Rower("A", 30), new Rower("B", 30), new Rower("C", 30), new Rower("D", 30)), null));
    }

    @Test
    void coxlessBoatRejectsCox() {
        assertThrows(IllegalArgumentException.class, () -> new Crew("X", "Club", BoatClass.PAIR,
                List.of(new Rower("A", 30), new Rower("B", 30)), new Rower("C", 20)));
    }

    @Test
    void implausibleAge() {
        assertThrows(IllegalArgumentException.class, () -> new Rower("Old", 140));
    }
}
