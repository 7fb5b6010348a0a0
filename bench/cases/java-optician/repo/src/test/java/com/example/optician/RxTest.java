package com.example.optician;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class RxTest {

    @Test
    void parsesAndWritesAPrescription() {
        Rx rx = Rx.parse("+2.00 / -0.75 x 180 add +2.25");
        assertEquals(new Rx(2.0, -0.75, 180, 2.25), rx);
        assertEquals("+2.00 / -0.75 x 180 add +2.25", rx.toString());
        assertEquals("plano / -0.50 x 90", Rx.parse("plano/-0.50x90").toString());
        assertEquals(Rx.sphere(-3.25), Rx.parse(" -3.25 "));
        assertEquals("-3.25", Rx.sphere(-3.25).toString());
    }

    @Test
    void refusesWhatIsNotAPrescription() {
        assertThrows(IllegalArgumentException.class, () -> Rx.parse("+1.10"));
        assertThrows(IllegalArgumentException.class, () -> Rx.parse("banana"));
        assertThrows(IllegalArgumentException.class, () -> new Rx(1.0, -0.5, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> new Rx(1.0, -0.5, 181, 0));
        assertThrows(IllegalArgumentException.class, () -> new Rx(1.0, 0, 0, -1.0));
    }

    @Test
    void transposesBetweenCylinderForms() {
        Rx plusCyl = new Rx(-1.0, 2.0, 120, 0);
        Rx minusCyl = new Rx(1.0, -2.0, 30, 0);
        assertEquals(minusCyl, plusCyl.transpose());
        assertEquals(plusCyl, minusCyl.transpose());
        assertEquals(minusCyl, plusCyl.minusCylinder());
        assertEquals(minusCyl, minusCyl.minusCylinder());
        assertEquals(Rx.sphere(2.0), Rx.sphere(2.0).transpose());
    }

    @Test
    void powersAlongMeridians() {
        Rx rx = new Rx(-2.0, -1.0, 90, 0);
        assertEquals(-2.0, rx.powerAt(90), 1e-9);
        assertEquals(-3.0, rx.powerAt(180), 1e-9);
        assertEquals(-3.0, rx.powerAt(0), 1e-9);
        assertEquals(-2.5, rx.powerAt(45), 1e-9);
        assertEquals(-2.5, rx.sphericalEquivalent(), 1e-9);
        assertEquals(0.0, new Rx(1.0, -2.0, 30, 0).sphericalEquivalent(), 1e-9);
    }

    @Test
    void readingPrescriptionAddsTheAddition() {
        assertEquals(new Rx(3.0, -0.5, 45, 0), new Rx(1.0, -0.5, 45, 2.0).near());
    }
}
