package com.example.tickets;

/** Where a seat is; each tier has its own base price in the price list. */
public enum Tier {
    STALLS,
    CIRCLE,
    BALCONY
}
