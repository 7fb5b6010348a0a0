package com.example.toll;

import java.time.LocalDateTime;

/** One journey between an entry and an exit gantry, started at `entered`. */
public record Trip(Vehicle vehicle, String entry, String exit, LocalDateTime entered) {}
