package com.brackenleather.tannery;

/** A customer's request: so many square feet of a species, finish and grade. */
public record QuoteLine(Species species, Finish finish, Grade grade, double sqFt) {

    public QuoteLine {
        if (sqFt <= 0) {
            throw new IllegalArgumentException("area must be positive: " + sqFt);
        }
    }
}
