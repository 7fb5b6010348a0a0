package com.example.drycleaning.model;

/** What the customer hands over the counter. */
public enum GarmentType {
    SHIRT,
    TROUSERS,
    SUIT,
    DRESS,
    COAT,
    DUVET,
    CURTAIN
}
