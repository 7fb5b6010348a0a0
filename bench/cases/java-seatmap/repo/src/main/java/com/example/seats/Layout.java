package com.example.seats;

import java.util.LinkedHashMap;
import java.util.Map;

/** How many seats each row of a hall has, from a spec such as "A:10,B:12,C:12". */
public final class Layout {
    private final Map<Character, Integer> seatsPerRow;

    private Layout(Map<Character, Integer> seatsPerRow) {
        this.seatsPerRow = seatsPerRow;
    }

    public static Layout parse(String spec) {
        Map<Character, Integer> rows = new LinkedHashMap<>();
        for (String part : spec.split(",")) {
            String[] rowAndCount = part.trim().split(":");
            if (rowAndCount.length != 2 || rowAndCount[0].length() != 1) {
                throw new IllegalArgumentException("bad row spec: " + part);
            }
            char row = Character.toUpperCase(rowAndCount[0].charAt(0));
            int count = Integer.parseInt(rowAndCount[1].trim());
            if (count < 1) {
                throw new IllegalArgumentException("row " + row + " has no seats");
            }
            if (rows.put(row, count) != null) {
                throw new IllegalArgumentException("row " + row + " given twice");
            }
        }
        return new Layout(rows);
    }

    public Iterable<Character> rows() {
        return seatsPerRow.keySet();
    }

    public int seatsIn(char row) {
        Integer count = seatsPerRow.get(row);
        if (count == null) {
            throw new IllegalArgumentException("no row " + row);
        }
        return count;
    }

    public boolean contains(SeatId seat) {
        Integer count = seatsPerRow.get(seat.row());
        return count != null && seat.number() <= count;
    }

    public int capacity() {
        return seatsPerRow.values().stream().mapToInt(Integer::intValue).sum();
    }
}
