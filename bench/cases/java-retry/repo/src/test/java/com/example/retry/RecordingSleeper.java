package com.example.retry;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/** A sleeper that does not sleep, only remembers the delays it was asked for. */
final class RecordingSleeper implements Sleeper {
    final List<Duration> delays = new ArrayList<>();

    @Override
    public void sleep(Duration delay) {
        delays.add(delay);
    }
}
