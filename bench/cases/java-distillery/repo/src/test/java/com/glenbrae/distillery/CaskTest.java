package com.glenbrae.distillery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class CaskTest {

    @Test
    void lpaFollowsTheGauge() {
        Cask cask = Fixtures.hogshead();
        assertEquals(136.612, cask.lpa(), 1e-9);
        cask.regauge(231.5, 56.9);
        assertEquals(131.7235, cask.lpa(), 1e-9);
    }

    @Test
    void cannotOverfill() {
        assertThrows(IllegalArgumentException.class,
                () -> new Cask("GB-2024-0001", CaskType.QUARTER, LocalDate.of(2024, 1, 1), 130.0, 63.5));
    }

    @Test
    void numbersHaveNoSpaces() {
        assertThrows(IllegalArgumentException.class,
                () -> new Cask("GB 2024 0001", CaskType.BUTT, LocalDate.of(2024, 1, 1), 480.0, 63.5));
    }

    @Test
    void drawingEmptiesTheCask() {
        Cask cask = Fixtures.quarter();
        cask.draw(100.0);
        assertEquals(18.0, cask.litres(), 1e-9);
        assertThrows(IllegalArgumentException.class, () -> cask.draw(18.5));
        cask.draw(18.0);
        assertTrue(cask.isEmpty());
    }

    @Test
    void describesItself() {
        assertEquals("GB-2012-0007 (Sherry butt, 2012-11-02, 470.0 l at 55.2%)", Fixtures.butt().toString());
    }
}
