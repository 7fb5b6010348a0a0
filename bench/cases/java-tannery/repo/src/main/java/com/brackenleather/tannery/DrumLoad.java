package com.brackenleather.tannery;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The hides going into one drum together. */
public final class DrumLoad {
    private final int number;
    private final List<Hide> hides = new ArrayList<>();

    public DrumLoad(int number) {
        this.number = number;
    }

    public int number() {
        return number;
    }

    public void add(Hide hide) {
        hides.add(hide);
    }

    public List<Hide> hides() {
        return Collections.unmodifiableList(hides);
    }

    public int hideCount() {
        return hides.size();
    }

    public double greenWeightKg() {
        double total = 0;
        for (Hide hide : hides) {
            total += hide.greenWeightKg();
        }
        return total;
    }

    public double peltWeightKg() {
        double total = 0;
        for (Hide hide : hides) {
            total += hide.peltWeightKg();
        }
        return total;
    }

    /** Kilograms of each chemical the recipe needs for this load, summed where a chemical repeats. */
    public Map<String, Double> chemicals(Recipe recipe) {
        double basis = peltWeightKg();
        Map<String, Double> kg = new LinkedHashMap<>();
        for (Addition addition : recipe.additions()) {
            kg.merge(addition.chemical(), addition.kgFor(basis), Double::sum);
        }
        return kg;
    }
}
