package com.brackenleather.tannery;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** A drum formula: additions in order. Percentages are of pelt weight. */
public final class Recipe {
    private final String name;
    private final List<Addition> additions;

    public Recipe(String name, List<Addition> additions) {
        if (additions.isEmpty()) {
            throw new IllegalArgumentException("a recipe needs at least one addition");
        }
        this.name = name;
        this.additions = List.copyOf(additions);
    }

    public String name() {
        return name;
    }

    public List<Addition> additions() {
        return additions;
    }

    public int totalMinutes() {
        int total = 0;
        for (Addition addition : additions) {
            total += addition.minutes();
        }
        return total;
    }

    /** The house chrome tannage for cow sides: pickle, chrome, basify. */
    public static Recipe standardChrome() {
        List<Addition> steps = new ArrayList<>();
        steps.add(new Addition("water", 80, 10));
        steps.add(new Addition("salt", 6, 10));
        steps.add(new Addition("formic acid", 0.5, 30));
        steps.add(new Addition("sulphuric acid", 1.0, 90));
        steps.add(new Addition("chrome sulphate", 8, 120));
        steps.add(new Addition("sodium bicarbonate", 1.2, 240));
        return new Recipe("standard chrome", steps);
    }

    /** Mimosa vegetable tannage for saddlery: long, slow and strong. */
    public static Recipe mimosa() {
        List<Addition> steps = new ArrayList<>();
        steps.add(new Addition("water", 100, 10));
        steps.add(new Addition("mimosa extract", 10, 240));
        steps.add(new Addition("mimosa extract", 10, 240));
        steps.add(new Addition("mimosa extract", 15, 480));
        steps.add(new Addition("formic acid", 0.8, 60));
        return new Recipe("mimosa", Collections.unmodifiableList(steps));
    }
}
