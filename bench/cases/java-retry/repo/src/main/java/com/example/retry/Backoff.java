package com.example.retry;

import java.time.Duration;

/** How long to wait before the next attempt. */
public interface Backoff {
    /**
     * The delay before attempt {@code attempt + 1}, after {@code attempt} failed attempts (1 for the first retry).
     */
    Duration delayAfter(int attempt);
}
