package com.example.recipes.parse;

import com.example.recipes.model.Ingredient;
import com.example.recipes.units.Unit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/** Reads "2 1/2 cups flour", "1 tbsp olive oil", "3 eggs", "1/4 tsp salt". */
public final class IngredientParser {
    private IngredientParser() {
    }

    public static Ingredient parse(String line) {
        List<String> words = new ArrayList<>(Arrays.asList(line.trim().split("\\s+")));
        if (words.size() < 2) {
            throw new IllegalArgumentException("not an ingredient line: '" + line + "'");
        }
        double amount = parseAmount(words);
        Optional<Unit> unit = Unit.named(words.get(0));
        if (unit.isPresent() && words.size() > 1) {
            words.remove(0);
        }
        return new Ingredient(amount, unit.orElse(Unit.PIECE), String.join(" ", words));
    }

    /** Takes the amount's words (a whole number, a fraction, or both) off the front of words. */
    static double parseAmount(List<String> words) {
        double amount = parseNumber(words.remove(0));
        if (!words.isEmpty() && words.get(0).contains("/")) {
            amount += parseNumber(words.remove(0));
        }
        return amount;
    }

    static double parseNumber(String word) {
        int slash = word.indexOf('/');
        if (slash < 0) {
            return Double.parseDouble(word);
        }
        double numerator = Double.parseDouble(word.substring(0, slash));
        double denominator = Double.parseDouble(word.substring(slash + 1));
        if (denominator == 0) {
            throw new IllegalArgumentException("zero denominator in " + word);
        }
        return numerator / denominator;
    }
}
