package com.example.planthire.catalogue;

/** One line of the depot's price list; prices in pence. */
public record Machine(String code, String name, long dayRate, long weekRate, long deposit) {
    public Machine {
        if (dayRate <= 0 || weekRate <= 0) {
            throw new IllegalArgumentException(code + ": rates must be positive");
        }
        if (weekRate < dayRate) {
            throw new IllegalArgumentException(code + ": week rate below the day rate");
        }
    }
}
