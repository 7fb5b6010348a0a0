package net.riverside.regatta;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class MastersHandicapTest {

    @Test
    void categoryStartsAtItsLowestAge() {
        assertEquals('A', MastersHandicap.category(27));
        assertEquals('B', MastersHandicap.category(36));
        assertEquals('D', MastersHandicap.category(50));
        assertEquals('K', MastersHandicap.category(85));
    }

    @Test
    void categoryInsideItsRange() {
        assertEquals('A', MastersHandicap.category(35));
        assertEquals('C', MastersHandicap.category(49));
        assertEquals('E', MastersHandicap.category(57));
        assertEquals('K', MastersHandicap.category(93));
    }

    @Test
    void tooYoungForMasters() {
        assertThrows(IllegalArgumentException.class, () -> MastersHandicap.category(26));
    }

    @Test
    void singleSculls1000m() {
        assertEquals(2000, MastersHandicap.allowance(Fixtures.single("S", "Club", 52), 1000));
        assertEquals(0, MastersHandicap.allowance(Fixtures.single("S", "Club", 30), 1000));
    }

    @Test
    void scaledByBoatAndCourse() {
        // category C double over 2000 m: 12 s * 0.93 * 2 = 22.32 s
        assertEquals(2232, MastersHandicap.allowance(Fixtures.double_("D", "Club", 44, 47), 2000));
        // category D coxed four over 500 m: 20 s * 0.92 * 0.5 = 9.2 s
        assertEquals(920, MastersHandicap.allowance(
                Fixtures.coxedFour("F", "Club", 50, 52, 54, 56, 19), 500));
    }
}
