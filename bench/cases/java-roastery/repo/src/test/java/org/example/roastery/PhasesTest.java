package org.example.roastery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class PhasesTest {
    @Test
    void phasesOfTheHuilaRoast() {
        Phases phases = Phases.of(Logs.huila());
        assertEquals(new Phases(270, 270, 120), phases);
        assertEquals(660, phases.total());
        assertEquals(18.18, phases.dtr(), 0.005);
    }

    @Test
    void firstCrackMustBeMarked() {
        RoastLog log = new RoastLog().add(0, 200).add(300, 150).markYellowing(240);
        assertThrows(IllegalStateException.class, () -> Phases.of(log));
    }
}
