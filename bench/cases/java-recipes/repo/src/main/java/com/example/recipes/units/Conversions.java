package com.example.recipes.units;

public final class Conversions {
    private Conversions() {
    }

    public static double convert(double amount, Unit from, Unit to) {
        if (from.kind() != to.kind()) {
            throw new IllegalArgumentException("cannot convert " + from + " to " + to);
        }
        return amount * from.base() / to.base();
    }
}
