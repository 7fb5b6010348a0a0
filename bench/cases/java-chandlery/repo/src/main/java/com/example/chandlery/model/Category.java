package com.example.chandlery.model;

/** What the shop sells, as the till groups it for VAT and reports. */
public enum Category {
    ROPE,
    HARDWARE,
    SAFETY,
    CHARTS,
    PAINT,
    CLOTHING
}
