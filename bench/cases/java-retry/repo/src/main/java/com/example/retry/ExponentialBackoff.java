package com.example.retry;

import java.time.Duration;
import java.util.Objects;

/** A delay that grows by a factor after each failed attempt, up to a ceiling. */
public final class ExponentialBackoff implements Backoff {
    private final Duration initial;
    private final double multiplier;
    private final Duration max;

    public ExponentialBackoff(Duration initial, double multiplier, Duration max) {
        this.initial = Objects.requireNonNull(initial, "initial");
        this.max = Objects.requireNonNull(max, "max");
        if (initial.isNegative() || initial.isZero()) {
            throw new IllegalArgumentException("initial delay must be positive: " + initial);
        }
        if (multiplier < 1.0) {
            throw new IllegalArgumentException("multiplier must be at least 1: " + multiplier);
        }
        if (max.compareTo(initial) < 0) {
            throw new IllegalArgumentException("max " + max + " is below the initial delay " + initial);
        }
        this.multiplier = multiplier;
    }

    @Override
    public Duration delayAfter(int attempt) {
        if (attempt < 1) {
            throw new IllegalArgumentException("attempt counts from 1: " + attempt);
        }
        double millis = initial.toMillis() * Math.pow(multiplier, attempt - 1);
        if (millis >= max.toMillis()) {
            return max;
        }
        return Duration.ofMillis(Math.round(millis));
    }

    @Override
    public String toString() {
        return "exponential " + initial.toMillis() + "ms x" + multiplier + " up to " + max.toMillis() + "ms";
    }
}
