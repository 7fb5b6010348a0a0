package com.example.retry;

import java.time.Duration;
import java.util.Objects;

/** The same delay before every retry. */
public final class FixedBackoff implements Backoff {
    private final Duration delay;

    public FixedBackoff(Duration delay) {
        this.delay = Objects.requireNonNull(delay, "delay");
        if (delay.isNegative()) {
            throw new IllegalArgumentException("delay must not be negative: " + delay);
        }
    }

    @Override
    public Duration delayAfter(int attempt) {
        return delay;
    }

    @Override
    public String toString() {
        return "fixed " + delay.toMillis() + "ms";
    }
}
