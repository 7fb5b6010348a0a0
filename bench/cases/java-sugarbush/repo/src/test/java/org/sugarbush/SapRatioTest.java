package org.sugarbush;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class SapRatioTest {
    @Test
    void ruleOf86() {
        assertEquals(43.0, SapRatio.sapPerSyrup(2.0), 1e-9);
        assertEquals(20.0, SapRatio.syrupFrom(860.0, 2.0), 1e-9);
        assertEquals(29.1, SapRatio.syrupFrom(1000.0, 2.5), 1e-9);
    }

    @Test
    void rejectsSapWithoutSugar() {
        assertThrows(IllegalArgumentException.class, () -> SapRatio.sapPerSyrup(0.0));
    }

    @Test
    void evaporatorHours() {
        assertEquals(5.6, new Evaporator(150.0).hoursToBoil(860.0, 2.0), 1e-9);
    }
}
