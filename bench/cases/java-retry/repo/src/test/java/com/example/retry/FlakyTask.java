package com.example.retry;

import java.util.concurrent.Callable;
import java.util.function.Supplier;

/** Fails the first {@code failures} calls with the supplied exception, then answers. */
final class FlakyTask implements Callable<String> {
    private final int failures;
    private final Supplier<Exception> failure;
    int calls;

    FlakyTask(int failures, Supplier<Exception> failure) {
        this.failures = failures;
        this.failure = failure;
    }

    @Override
    public String call() throws Exception {
        calls++;
        if (calls <= failures) {
            throw failure.get();
        }
        return "ok after " + calls;
    }
}
