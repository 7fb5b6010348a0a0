package com.example.cellar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class BottleTest {
    private static Bottle.Builder rioja() {
        return Bottle.builder().producer("Muga").wine("Reserva").vintage(2019);
    }

    @Test
    void windowDefaultsToTenYearsFromTheVintage() {
        Bottle b = rioja().build();
        assertEquals(2019, b.drinkFrom());
        assertEquals(2029, b.drinkBy());
    }

    @Test
    void windowMustNotCloseBeforeItOpens() {
        assertThrows(IllegalStateException.class, () -> rioja().window(2030, 2025).build());
    }

    @Test
    void producerIsRequired() {
        assertThrows(IllegalStateException.class, () -> Bottle.builder().wine("x").vintage(2020).build());
    }

    @Test
    void theBinIsNotPartOfTheWine() {
        assertEquals(rioja().bin("A1").build(), rioja().bin("C4").build());
        assertEquals(rioja().bin("A1").build().hashCode(), rioja().bin("C4").build().hashCode());
        assertNotEquals(rioja().build(), rioja().vintage(2018).build());
    }

    @Test
    void orderClosesFirstComesFirst() {
        Bottle early = rioja().window(2022, 2026).build();
        Bottle late = rioja().vintage(2016).window(2020, 2030).build();
        assertTrue(early.compareTo(late) < 0);
        assertTrue(late.compareTo(early) > 0);
        assertEquals(0, early.compareTo(rioja().window(2022, 2026).build()));
    }
}
