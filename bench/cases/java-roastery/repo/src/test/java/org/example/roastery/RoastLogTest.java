package org.example.roastery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class RoastLogTest {
    @Test
    void turningPoint() {
        assertEquals(new Sample(90, 94), Logs.huila().turningPoint());
    }

    @Test
    void rateOfRiseInDegreesPerMinute() {
        RoastLog log = Logs.huila();
        assertEquals(16.0, log.rateOfRise(270), 1e-9);
        assertEquals(4.0, log.rateOfRise(660), 1e-9);
    }

    @Test
    void drop() {
        RoastLog log = Logs.huila();
        assertEquals(660, log.dropSecond());
        assertEquals(212, log.dropTemp(), 1e-9);
    }

    @Test
    void samplesMustMoveForward() {
        RoastLog log = new RoastLog().add(0, 200).add(30, 120);
        assertThrows(IllegalArgumentException.class, () -> log.add(30, 110));
    }
}
