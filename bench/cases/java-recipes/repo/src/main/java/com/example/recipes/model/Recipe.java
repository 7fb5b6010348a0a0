package com.example.recipes.model;

import java.util.List;

public record Recipe(String title, int servings, List<Ingredient> ingredients) {
    public Recipe {
        if (servings <= 0) {
            throw new IllegalArgumentException("a recipe serves at least one");
        }
        ingredients = List.copyOf(ingredients);
    }
}
