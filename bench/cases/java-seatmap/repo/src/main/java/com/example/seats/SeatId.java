package com.example.seats;

import java.util.Objects;

/** One seat of a hall: a row letter and a seat number from 1, written "B12". */
public final class SeatId implements Comparable<SeatId> {
    private final char row;
    private final int number;

    public SeatId(char row, int number) {
        if (row < 'A' || row > 'Z') {
            throw new IllegalArgumentException("row must be a letter A-Z: " + row);
        }
        if (number < 1) {
            throw new IllegalArgumentException("seat numbers start at 1: " + number);
        }
        this.row = row;
        this.number = number;
    }

    public static SeatId parse(String text) {
        String trimmed = text.trim().toUpperCase();
        if (trimmed.length() < 2) {
            throw new IllegalArgumentException("not a seat: " + text);
        }
        try {
            return new SeatId(trimmed.charAt(0), Integer.parseInt(trimmed.substring(1)));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not a seat: " + text, e);
        }
    }

    public char row() {
        return row;
    }

    public int number() {
        return number;
    }

    /** The row's position from the front, A being 0. */
    public int rowIndex() {
        return row - 'A';
    }

    @Override
    public int compareTo(SeatId other) {
        return row != other.row ? Character.compare(row, other.row) : Integer.compare(number, other.number);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SeatId s && s.row == row && s.number == number;
    }

    @Override
    public int hashCode() {
        return Objects.hash(row, number);
    }

    @Override
    public String toString() {
        return row + Integer.toString(number);
    }
}
