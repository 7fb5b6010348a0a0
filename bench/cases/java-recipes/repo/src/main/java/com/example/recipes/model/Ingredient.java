package com.example.recipes.model;

import com.example.recipes.units.Unit;

/** One line of a recipe: an amount of something, in a unit (Unit.PIECE for things counted). */
public record Ingredient(double amount, Unit unit, String name) {
    public Ingredient {
        if (amount < 0) {
            throw new IllegalArgumentException("negative amount of " + name);
        }
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("an ingredient needs a name");
        }
    }

    public Ingredient times(double factor) {
        return new Ingredient(amount * factor, unit, name);
    }
}
