package com.example.recipes.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.example.recipes.model.Ingredient;
import com.example.recipes.units.Unit;
import org.junit.jupiter.api.Test;

class IngredientParserTest {
    @Test
    void wholeAmountWithUnit() {
        Ingredient i = IngredientParser.parse("1 tbsp olive oil");
        assertEquals(1.0, i.amount(), 1e-9);
        assertEquals(Unit.TABLESPOON, i.unit());
        assertEquals("olive oil", i.name());
    }

    @Test
    void mixedNumber() {
        Ingredient i = IngredientParser.parse("2 1/2 cups flour");
        assertEquals(2.5, i.amount(), 1e-9);
        assertEquals(Unit.CUP, i.unit());
        assertEquals("flour", i.name());
    }

    @Test
    void fractionAlone() {
        assertEquals(0.25, IngredientParser.parse("1/4 tsp salt").amount(), 1e-9);
    }

    @Test
    void countedThings() {
        Ingredient i = IngredientParser.parse("3 eggs");
        assertEquals(Unit.PIECE, i.unit());
        assertEquals("eggs", i.name());
    }

    @Test
    void zeroDenominator() {
        assertThrows(IllegalArgumentException.class, () -> IngredientParser.parse("1/0 cup milk"));
    }
}
