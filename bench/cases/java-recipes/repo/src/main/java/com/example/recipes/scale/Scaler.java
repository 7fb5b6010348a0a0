package com.example.recipes.scale;

import com.example.recipes.model.Ingredient;
import com.example.recipes.model.Recipe;

import java.util.List;

public final class Scaler {
    private Scaler() {
    }

    /** The recipe for another number of servings; counted ingredients are rounded up to whole pieces. */
    public static Recipe scale(Recipe recipe, int servings) {
        double factor = (double) servings / recipe.servings();
        List<Ingredient> scaled = recipe.ingredients().stream()
                .map(i -> roundPieces(i.times(factor)))
                .toList();
        return new Recipe(recipe.title(), servings, scaled);
    }

    private static Ingredient roundPieces(Ingredient ingredient) {
        if (ingredient.unit() != com.example.recipes.units.Unit.PIECE) {
            return ingredient;
        }
        return new Ingredient(Math.ceil(ingredient.amount() - 1e-9), ingredient.unit(), ingredient.name());
    }
}
