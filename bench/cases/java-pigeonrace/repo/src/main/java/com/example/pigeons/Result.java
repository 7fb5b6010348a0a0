package com.example.pigeons;

import java.time.Duration;

/** One line of the result sheet. */
public record Result(int place, RingNumber ring, String fancier, double metres, Duration flight, double metresPerMinute) {}
