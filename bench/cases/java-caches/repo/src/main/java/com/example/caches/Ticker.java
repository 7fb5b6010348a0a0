package com.example.caches;

/** A source of monotonic time in milliseconds; tests pass a fake one. */
@FunctionalInterface
public interface Ticker {

    long millis();

    static Ticker system() {
        return () -> System.nanoTime() / 1_000_000L;
    }
}
