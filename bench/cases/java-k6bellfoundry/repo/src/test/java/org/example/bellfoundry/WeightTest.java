package org.example.bellfoundry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class WeightTest {
    @Test
    void printsHundredweightQuartersPounds() {
        assertEquals("12-2-7", Weight.ofPounds(1407).toString());
        assertEquals("0-3-27", Weight.ofPounds(111).toString());
        assertEquals("1-0-0", Weight.ofPounds(112).toString());
    }

    @Test
    void buildsFromCwt() {
        assertEquals(1407, Weight.ofCwt(12, 2, 7).pounds());
    }

    @Test
    void convertsKilograms() {
        assertEquals(638.2, Weight.ofCwt(12, 2, 7).kilograms(), 0.05);
        assertEquals(Weight.ofCwt(12, 2, 7), Weight.ofKilograms(638.2));
    }

    @Test
    void refusesFourQuarters() {
        assertThrows(IllegalArgumentException.class, () -> Weight.ofCwt(3, 4, 0));
        assertThrows(IllegalArgumentException.class, () -> Weight.ofCwt(3, 1, 28));
    }

    @Test
    void addsUp() {
        assertEquals("2-0-1", Weight.ofCwt(1, 1, 20).plus(Weight.ofCwt(0, 2, 9)).toString());
    }
}
