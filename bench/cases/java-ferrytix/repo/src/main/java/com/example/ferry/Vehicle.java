package com.example.ferry;

/** The vehicle classes the ferry carries. */
public enum Vehicle {
    NONE,
    BICYCLE,
    MOTORBIKE,
    CAR,
    VAN
}
