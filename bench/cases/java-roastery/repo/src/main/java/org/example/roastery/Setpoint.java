package org.example.roastery;

/** A point of a target profile: the bean temperature to be at, this many seconds after charge. */
public record Setpoint(int second, double tempC) {
}
