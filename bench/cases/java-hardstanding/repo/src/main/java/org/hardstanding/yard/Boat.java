package org.hardstanding.yard;

/** A boat laid up ashore; its length overall in decimetres, as the yard measures it. */
public record Boat(String name, int lengthDm) {
    public Boat {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a boat needs a name");
        }
        if (lengthDm <= 0) {
            throw new IllegalArgumentException("length must be positive: " + lengthDm);
        }
    }

    /** Whole metres charged: any part of a metre counts as a metre. */
    public int chargedMetres() {
        return (lengthDm + 9) / 10;
    }
}
