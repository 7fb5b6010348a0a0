package org.example.blooddonor;

public enum Sex {
    MALE,
    FEMALE
}
