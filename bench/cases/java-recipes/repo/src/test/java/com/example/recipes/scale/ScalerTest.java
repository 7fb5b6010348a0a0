package com.example.recipes.scale;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.example.recipes.model.Recipe;
import com.example.recipes.parse.IngredientParser;
import java.util.List;
import org.junit.jupiter.api.Test;

class ScalerTest {
    private final Recipe pancakes = new Recipe("Pancakes", 4, List.of(
            IngredientParser.parse("1 1/2 cups flour"),
            IngredientParser.parse("2 eggs"),
            IngredientParser.parse("1 1/4 cups milk")));

    @Test
    void doublesEverything() {
        Recipe eight = Scaler.scale(pancakes, 8);
        assertEquals(3.0, eight.ingredients().get(0).amount(), 1e-9);
        assertEquals(4.0, eight.ingredients().get(1).amount(), 1e-9);
    }

    @Test
    void roundsCountedThingsUp() {
        Recipe three = Scaler.scale(pancakes, 3);
        assertEquals(2.0, three.ingredients().get(1).amount(), 1e-9);
        assertEquals(1.125, three.ingredients().get(0).amount(), 1e-9);
    }
}
