package org.example.roastery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class ProfileTest {
    @Test
    void targetBetweenSetpoints() {
        Profile espresso = Profiles.espresso();
        assertEquals(200, espresso.targetAt(0), 1e-9);
        assertEquals(95, espresso.targetAt(90), 1e-9);
        assertEquals(122.5, espresso.targetAt(180), 1e-9);
        assertEquals(212, espresso.targetAt(900), 1e-9);
    }

    @Test
    void deviationOfTheHuilaRoast() {
        assertEquals(8.56, Profiles.espresso().maxDeviation(Logs.huila()), 0.005);
    }

    @Test
    void aProfileStartsAtCharge() {
        assertThrows(IllegalArgumentException.class,
                () -> new Profile("late", List.of(new Setpoint(30, 180), new Setpoint(600, 210))));
    }
}
