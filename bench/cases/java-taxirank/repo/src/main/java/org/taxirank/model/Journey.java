package org.taxirank.model;

import java.time.LocalDateTime;

/** One hire: when it started, how far it went, how long the meter stood waiting, in what, with how many. */
public record Journey(LocalDateTime start, int metres, int waitingSeconds, VehicleClass vehicle, int passengers) {
    public Journey {
        if (metres < 0 || waitingSeconds < 0) {
            throw new IllegalArgumentException("negative distance or waiting time");
        }
        if (passengers < 1) {
            throw new IllegalArgumentException("a hire carries at least one passenger");
        }
    }
}
