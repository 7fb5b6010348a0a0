package com.example.retry;

import java.time.Duration;

/** Waits between attempts; tests pass one that only records the delays. */
@FunctionalInterface
public interface Sleeper {
    void sleep(Duration delay) throws InterruptedException;

    Sleeper SYSTEM = delay -> Thread.sleep(delay.toMillis());
}
