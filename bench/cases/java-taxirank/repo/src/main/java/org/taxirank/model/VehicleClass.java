package org.taxirank.model;

public enum VehicleClass {
    SALOON,
    ESTATE,
    MPV,
    WHEELCHAIR_ACCESSIBLE
}
