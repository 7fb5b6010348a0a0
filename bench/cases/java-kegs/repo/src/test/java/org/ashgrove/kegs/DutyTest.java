package org.ashgrove.kegs;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

class DutyTest {
    @Test
    void rateBands() {
        assertEquals(Duty.DRAUGHT_LOW, Duty.ratePence(3.4));
        assertEquals(Duty.DRAUGHT_STANDARD, Duty.ratePence(3.5));
        assertEquals(Duty.DRAUGHT_STANDARD, Duty.ratePence(8.4));
        assertEquals(Duty.STRONG, Duty.ratePence(8.5));
    }

    @Test
    void firkinOfBitter() {
        Beer bitter = new Beer("Ashgrove Bitter", 4.0, 420);
        // 40.9148 l x 4% = 1.63659 l of alcohol x 1905p = 3117.71p
        assertEquals(3118, new Duty(0).onContainer(bitter, KegSize.FIRKIN));
        // with 40% small producer relief
        assertEquals(1871, new Duty(40).onContainer(bitter, KegSize.FIRKIN));
    }

    @Test
    void reliefLimits() {
        assertThrows(IllegalArgumentException.class, () -> new Duty(60));
        assertThrows(IllegalArgumentException.class, () -> new Duty(-1));
    }
}
