package com.example.cellar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class CellarServiceTest {
    private final Bottle barolo = Bottle.builder().producer("Vajra").wine("Barolo").vintage(2016).window(2024, 2036).bin("A1").build();
    private final Bottle chablis = Bottle.builder().producer("Fevre").wine("Chablis").vintage(2021).window(2023, 2028).bin("B2").build();
    private final Bottle rioja = Bottle.builder().producer("Muga").wine("Reserva").vintage(2019).window(2022, 2031).bin("A2").build();
    private final Bottle port = Bottle.builder().producer("Taylor").wine("Late Bottled Vintage").vintage(2020).window(2021, 2031).bin("C1").build();
    private final Bottle beaujolais = Bottle.builder().producer("Thevenet").wine("Morgon").vintage(2015).window(2017, 2022).bin("B1").build();

    private CellarService service;
    private Cellar cellar;

    @BeforeEach
    void stock() {
        cellar = new Cellar();
        service = new CellarService(cellar);
        service.stock(barolo, 6);
        service.stock(chablis, 3);
        service.stock(rioja, 2);
        service.stock(port, 1);
        service.stock(beaujolais, 2);
    }

    @Test
    void readyInOrderOfTheWindowClosing() {
        assertEquals(List.of(chablis, port, rioja, barolo), service.readyIn(2026));
    }

    @Test
    void notYetReady() {
        assertEquals(List.of(chablis, port, rioja), service.readyIn(2023));
    }

    @Test
    void openingTheLastBottleTakesTheWineOffTheList() {
        service.open(port);
        assertEquals(List.of(chablis, rioja, barolo), service.readyIn(2026));
        assertThrows(IllegalStateException.class, () -> service.open(port));
    }

    @Test
    void moreOfTheSameWineAddsUp() {
        service.stock(Bottle.builder().producer("Vajra").wine("Barolo").vintage(2016).bin("D4").build(), 6);
        assertEquals(12, cellar.count(barolo));
        assertEquals(20, cellar.total());
    }

    @Test
    void pastTheirBest() {
        assertEquals(List.of("Thevenet Morgon 2015 x2"), service.pastTheirBest(2026));
    }
}
