package com.example.seats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

class PriceListTest {
    private final PriceList prices = PriceList.parse("A-C=45.00; D-H=35.00; J=25.50");

    @Test
    void pricesByBand() {
        assertEquals(new BigDecimal("45.00"), prices.priceOf(SeatId.parse("B3")));
        assertEquals(new BigDecimal("35.00"), prices.priceOf(SeatId.parse("H1")));
        assertEquals(new BigDecimal("25.50"), prices.priceOf(SeatId.parse("J7")));
    }

    @Test
    void unpricedRowsAreAnError() {
        assertThrows(IllegalArgumentException.class, () -> prices.priceOf(SeatId.parse("K1")));
    }
}
