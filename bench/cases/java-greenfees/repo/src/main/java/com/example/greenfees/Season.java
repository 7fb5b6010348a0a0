package com.example.greenfees;

/** The club's rate seasons. */
public enum Season {
    PEAK,
    SHOULDER,
    WINTER
}
