package com.example.retry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class RetrierTest {
    private final RecordingSleeper sleeper = new RecordingSleeper();

    @Test
    void defaultPolicyDoublesTheDelay() throws Exception {
        FlakyTask task = new FlakyTask(3, () -> new IOException("connection reset"));
        String answer = new Retrier(RetryPolicy.defaults(), sleeper).call(task);
        assertEquals("ok after 4", answer);
        assertEquals(List.of(Duration.ofMillis(100), Duration.ofMillis(200), Duration.ofMillis(400)), sleeper.delays);
    }

    @Test
    void givesUpAfterMaxAttempts() {
        FlakyTask task = new FlakyTask(10, () -> new IOException("timeout"));
        RetryPolicy policy = RetryPolicy.builder().maxAttempts(3).backoff(new FixedBackoff(Duration.ofMillis(50))).build();
        RetryExhaustedException e = assertThrows(RetryExhaustedException.class,
                () -> new Retrier(policy, sleeper).call(task));
        assertEquals(3, e.attempts());
        assertEquals("gave up after 3 attempts: timeout", e.getMessage());
        assertEquals(3, task.calls);
        assertEquals(2, sleeper.delays.size());
    }

    @Test
    void doesNotRetryOtherFailures() {
        IllegalArgumentException bad = new IllegalArgumentException("bad request");
        FlakyTask task = new FlakyTask(1, () -> bad);
        RetryPolicy policy = RetryPolicy.builder().retryOn(IOException.class).build();
        IllegalArgumentException thrown = assertThrows(IllegalArgumentException.class,
                () -> new Retrier(policy, sleeper).call(task));
        assertSame(bad, thrown);
        assertEquals(1, task.calls);
        assertEquals(List.of(), sleeper.delays);
    }

    @Test
    void wrapsACheckedFailureThatIsNotRetried() {
        FlakyTask task = new FlakyTask(1, () -> new java.util.concurrent.TimeoutException("slow"));
        RetryPolicy policy = RetryPolicy.builder().retryOn(IOException.class).build();
        IllegalStateException thrown = assertThrows(IllegalStateException.class,
                () -> new Retrier(policy, sleeper).call(task));
        assertEquals("not retried: java.util.concurrent.TimeoutException: slow", thrown.getMessage());
    }

    @Test
    void succeedsFirstTimeWithoutSleeping() throws Exception {
        assertEquals("ok after 1", new Retrier(RetryPolicy.defaults(), sleeper).call(new FlakyTask(0, null)));
        assertEquals(List.of(), sleeper.delays);
    }
}
