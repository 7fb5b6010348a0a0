package com.example.drycleaning.model;

/** How a garment is cleaned, which decides its surcharge and how long it takes. */
public enum CareClass {
    STANDARD,
    DELICATE,
    BULKY
}
