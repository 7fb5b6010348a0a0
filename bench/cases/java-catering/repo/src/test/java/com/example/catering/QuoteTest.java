package com.example.catering;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

class QuoteTest {
    static final Dish CANAPES = new Dish("CAN", "Canapes", Money.of("4.35"), false);
    static final Dish SANDWICHES = new Dish("SAN", "Sandwich platter", Money.of("6.15"), true);
    static final Dish COFFEE = new Dish("COF", "Coffee and tea", Money.of("1.85"), false);

    static Quote lunch() {
        return new Quote(23, new BigDecimal("12.5")).add(CANAPES).add(SANDWICHES).add(COFFEE);
    }

    @Test
    void food() {
        assertEquals(Money.of("284.05"), lunch().food());
    }

    @Test
    void serviceOnAllTheFood() {
        // 12.5% of 284.05 = 35.50625
        assertEquals(Money.of("35.51"), lunch().service());
    }

    @Test
    void vatLeavesOutZeroRatedFood() {
        // 20% of (142.60 standard-rated food + 35.51 service) = 35.622
        assertEquals(Money.of("35.62"), lunch().vat());
    }

    @Test
    void total() {
        assertEquals(Money.of("355.18"), lunch().total());
    }

    @Test
    void sameDishTwiceRefused() {
        assertThrows(IllegalArgumentException.class, () -> lunch().add(COFFEE));
    }

    @Test
    void text() {
        List<String> lines = QuoteText.lines(lunch());
        assertEquals("Canapes                   23 x    £4.35", lines.get(0));
        assertEquals("Total                           £355.18", lines.get(lines.size() - 1));
    }
}
