package com.example.retry;

/** Every attempt failed; the cause is the last failure. */
public final class RetryExhaustedException extends Exception {
    private final int attempts;

    public RetryExhaustedException(int attempts, Exception last) {
        super("gave up after " + attempts + " attempt" + (attempts == 1 ? "" : "s") + ": " + last.getMessage(), last);
        this.attempts = attempts;
    }

    public int attempts() {
        return attempts;
    }
}
