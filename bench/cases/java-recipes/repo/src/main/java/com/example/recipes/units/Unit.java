package com.example.recipes.units;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** Kitchen units, each with its size in the base unit of its kind (millilitres, grams, or pieces). */
public enum Unit {
    MILLILITRE(Kind.VOLUME, 1.0),
    TEASPOON(Kind.VOLUME, 5.0),
    TABLESPOON(Kind.VOLUME, 15.0),
    CUP(Kind.VOLUME, 240.0),
    LITRE(Kind.VOLUME, 1000.0),
    GRAM(Kind.WEIGHT, 1.0),
    OUNCE(Kind.WEIGHT, 28.35),
    KILOGRAM(Kind.WEIGHT, 1000.0),
    PIECE(Kind.COUNT, 1.0);

    public enum Kind { VOLUME, WEIGHT, COUNT }

    private static final Map<String, Unit> NAMES = Map.ofEntries(
            Map.entry("ml", MILLILITRE), Map.entry("tsp", TEASPOON), Map.entry("teaspoon", TEASPOON),
            Map.entry("tbsp", TABLESPOON), Map.entry("tablespoon", TABLESPOON), Map.entry("cup", CUP),
            Map.entry("l", LITRE), Map.entry("litre", LITRE), Map.entry("g", GRAM), Map.entry("gram", GRAM),
            Map.entry("oz", OUNCE), Map.entry("ounce", OUNCE), Map.entry("kg", KILOGRAM));

    private final Kind kind;
    private final double base;

    Unit(Kind kind, double base) {
        this.kind = kind;
        this.base = base;
    }

    public Kind kind() {
        return kind;
    }

    public double base() {
        return base;
    }

    /** The unit a word names, singular or plural ("cups", "tbsp"), if it names one. */
    public static Optional<Unit> named(String word) {
        String w = word.toLowerCase(Locale.ROOT);
        Unit unit = NAMES.get(w);
        if (unit == null && w.endsWith("s")) {
            unit = NAMES.get(w.substring(0, w.length() - 1));
        }
        return Optional.ofNullable(unit);
    }
}
