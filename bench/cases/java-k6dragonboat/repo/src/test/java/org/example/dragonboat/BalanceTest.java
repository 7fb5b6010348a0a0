package org.example.dragonboat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class BalanceTest {
    static Paddler left(String name, double kg) {
        return new Paddler(name, kg, Paddler.Side.LEFT);
    }

    static Paddler right(String name, double kg) {
        return new Paddler(name, kg, Paddler.Side.RIGHT);
    }

    static Balance smallCrew() {
        return Balance.of(List.of(
                List.of(left("Ana", 58), right("Bo", 61)),
                Arrays.asList(left("Cat", 72), null),
                List.of(left("Dev", 90), right("Eli", 84))));
    }

    @Test
    void weighsEachSide() {
        assertEquals(220.0, smallCrew().leftKg(), 1e-9);
        assertEquals(145.0, smallCrew().rightKg(), 1e-9);
        assertEquals(75.0, smallCrew().sideToSideKg(), 1e-9);
    }

    @Test
    void refusesAPaddlerOnTheWrongSide() {
        assertThrows(IllegalArgumentException.class,
                () -> Balance.of(List.of(List.of(right("Bo", 61), left("Ana", 58)))));
    }
}
