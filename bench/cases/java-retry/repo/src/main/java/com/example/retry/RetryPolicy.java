package com.example.retry;

import java.time.Duration;
import java.util.Objects;
import java.util.function.Predicate;

/** How many attempts to make, how long to wait between them, and which failures are worth another try. */
public final class RetryPolicy {
    private final int maxAttempts;
    private final Backoff backoff;
    private final Predicate<Exception> retryOn;

    private RetryPolicy(int maxAttempts, Backoff backoff, Predicate<Exception> retryOn) {
        this.maxAttempts = maxAttempts;
        this.backoff = backoff;
        this.retryOn = retryOn;
    }

    /** Four attempts, 100 ms doubling up to 2 s, on any exception. */
    public static RetryPolicy defaults() {
        return builder().build();
    }

    public static Builder builder() {
        return new Builder();
    }

    public int maxAttempts() {
        return maxAttempts;
    }

    public Backoff backoff() {
        return backoff;
    }

    public boolean shouldRetry(Exception failure) {
        return retryOn.test(failure);
    }

    public static final class Builder {
        private int maxAttempts = 4;
        private Backoff backoff = new ExponentialBackoff(Duration.ofMillis(100), 2.0, Duration.ofSeconds(2));
        private Predicate<Exception> retryOn = e -> true;

        private Builder() {}

        public Builder maxAttempts(int maxAttempts) {
            if (maxAttempts < 1) {
                throw new IllegalArgumentException("maxAttempts must be at least 1: " + maxAttempts);
            }
            this.maxAttempts = maxAttempts;
            return this;
        }

        public Builder backoff(Backoff backoff) {
            this.backoff = Objects.requireNonNull(backoff, "backoff");
            return this;
        }

        /** Retry only failures of these types (or their subtypes). */
        @SafeVarargs
        public final Builder retryOn(Class<? extends Exception>... types) {
            this.retryOn = e -> {
                for (Class<? extends Exception> type : types) {
                    if (type.isInstance(e)) {
                        return true;
                    }
                }
                return false;
            };
            return this;
        }

        public RetryPolicy build() {
            return new RetryPolicy(maxAttempts, backoff, retryOn);
        }
    }
}
