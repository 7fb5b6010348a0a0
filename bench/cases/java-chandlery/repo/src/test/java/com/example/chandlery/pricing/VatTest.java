package com.example.chandlery.pricing;

import com.example.chandlery.model.Category;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class VatTest {

    @Test
    void chartsAndSafetyGearAreZeroRated() {
        assertEquals(0, Vat.rateFor(Category.CHARTS));
        assertEquals(0, Vat.rateFor(Category.SAFETY));
    }

    @Test
    void everythingElseIsStandardRated() {
        assertEquals(2000, Vat.rateFor(Category.ROPE));
        assertEquals(2000, Vat.rateFor(Category.PAINT));
        assertEquals(2000, Vat.rateFor(Category.CLOTHING));
    }

    @Test
    void vatRoundsHalfUpToThePenny() {
        assertEquals(139, Vat.on(695, Vat.STANDARD_BP));
        assertEquals(1, Vat.on(3, Vat.STANDARD_BP));
        assertEquals(0, Vat.on(2, Vat.STANDARD_BP));
    }
}
