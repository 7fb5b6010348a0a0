package com.brackenleather.tannery;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/** Hides bought together from one supplier, tracked through the works under one lot number. */
public final class Lot {
    private final String number;
    private final String supplier;
    private final List<Hide> hides = new ArrayList<>();

    public Lot(String number, String supplier) {
        this.number = number;
        this.supplier = supplier;
    }

    public String number() {
        return number;
    }

    public String supplier() {
        return supplier;
    }

    public Lot add(Hide hide) {
        hides.add(hide);
        return this;
    }

    public List<Hide> hides() {
        return Collections.unmodifiableList(hides);
    }

    public double greenWeightKg() {
        double total = 0;
        for (Hide hide : hides) {
            total += hide.greenWeightKg();
        }
        return total;
    }

    /** Crust area per kilogram of green weight, over the hides measured so far. */
    public double yieldSqFtPerKg() {
        double area = 0;
        double weight = 0;
        for (Hide hide : hides) {
            if (hide.measured()) {
                area += hide.areaSqFt();
                weight += hide.greenWeightKg();
            }
        }
        if (weight == 0) {
            throw new IllegalStateException("no hide in lot " + number + " has been measured");
        }
        return area / weight;
    }

    /** Hides per grade, in grade order, every grade present even when empty. */
    public Map<Grade, Integer> gradeCounts(HideGrader grader) {
        Map<Grade, Integer> counts = new EnumMap<>(Grade.class);
        for (Grade grade : Grade.values()) {
            counts.put(grade, 0);
        }
        for (Hide hide : hides) {
            counts.merge(grader.grade(hide), 1, Integer::sum);
        }
        return counts;
    }

    /** Area per grade in square feet, for the selection sheet. */
    public Map<Grade, Double> gradeAreas(HideGrader grader) {
        Map<Grade, Double> areas = new EnumMap<>(Grade.class);
        for (Grade grade : Grade.values()) {
            areas.put(grade, 0.0);
        }
        for (Hide hide : hides) {
            areas.merge(grader.grade(hide), hide.areaSqFt(), Double::sum);
        }
        return areas;
    }
}
