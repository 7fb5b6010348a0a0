package com.example.retry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class BackoffTest {
    @Test
    void exponentialGrowsByTheMultiplier() {
        Backoff b = new ExponentialBackoff(Duration.ofMillis(100), 3.0, Duration.ofSeconds(10));
        assertEquals(Duration.ofMillis(100), b.delayAfter(1));
        assertEquals(Duration.ofMillis(300), b.delayAfter(2));
        assertEquals(Duration.ofMillis(900), b.delayAfter(3));
    }

    @Test
    void exponentialStopsAtTheCeiling() {
        Backoff b = new ExponentialBackoff(Duration.ofMillis(500), 2.0, Duration.ofMillis(1500));
        assertEquals(Duration.ofMillis(1000), b.delayAfter(2));
        assertEquals(Duration.ofMillis(1500), b.delayAfter(3));
        assertEquals(Duration.ofMillis(1500), b.delayAfter(40));
    }

    @Test
    void exponentialRejectsBadSettings() {
        assertThrows(IllegalArgumentException.class,
                () -> new ExponentialBackoff(Duration.ZERO, 2.0, Duration.ofSeconds(1)));
        assertThrows(IllegalArgumentException.class,
                () -> new ExponentialBackoff(Duration.ofMillis(10), 0.5, Duration.ofSeconds(1)));
        assertThrows(IllegalArgumentException.class,
                () -> new ExponentialBackoff(Duration.ofSeconds(2), 2.0, Duration.ofSeconds(1)));
    }

    @Test
    void fixedIsAlwaysTheSame() {
        Backoff b = new FixedBackoff(Duration.ofMillis(250));
        assertEquals(Duration.ofMillis(250), b.delayAfter(1));
        assertEquals(Duration.ofMillis(250), b.delayAfter(9));
    }
}
