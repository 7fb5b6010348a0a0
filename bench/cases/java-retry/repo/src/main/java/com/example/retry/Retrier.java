package com.example.retry;

import java.time.Duration;
import java.util.concurrent.Callable;

/** Runs a task under a retry policy. */
public final class Retrier {
    private final RetryPolicy policy;
    private final Sleeper sleeper;

    public Retrier(RetryPolicy policy) {
        this(policy, Sleeper.SYSTEM);
    }

    public Retrier(RetryPolicy policy, Sleeper sleeper) {
        this.policy = policy;
        this.sleeper = sleeper;
    }

    /**
     * Call the task until it returns, a failure is not worth retrying (rethrown as it is, wrapped when checked), or
     * the attempts run out (RetryExhaustedException with the last failure).
     */
    public <T> T call(Callable<T> task) throws RetryExhaustedException, InterruptedException {
        int attempt = 0;
        while (true) {
            attempt++;
            try {
                return task.call();
            } catch (InterruptedException e) {
                throw e;
            } catch (Exception e) {
                if (!policy.shouldRetry(e)) {
                    throw rethrow(e);
                }
                if (attempt >= policy.maxAttempts()) {
                    throw new RetryExhaustedException(attempt, e);
                }
                Duration delay = policy.backoff().delayAfter(attempt);
                sleeper.sleep(delay);
            }
        }
    }

    private static RuntimeException rethrow(Exception e) {
        if (e instanceof RuntimeException runtime) {
            return runtime;
        }
        return new IllegalStateException("not retried: " + e, e);
    }
}
