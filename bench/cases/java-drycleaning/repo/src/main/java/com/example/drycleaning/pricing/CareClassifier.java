package com.example.drycleaning.pricing;

import com.example.drycleaning.model.CareClass;
import com.example.drycleaning.model.GarmentType;

/** The shop's care rules: which process a garment goes through, and what that process adds. */
public final class CareClassifier {
    private CareClassifier() {
    }

    public static CareClass classify(GarmentType type) {
        return switch (type) {
            case SHIRT, TROUSERS, SUIT -> CareClass.STANDARD;
            case DRESS -> CareClass.DELICATE;
            case COAT, DUVET, CURTAIN -> CareClass.BULKY;
        };
    }

    /** Working days the process takes, counted from the day after drop-off. */
    public static int turnaroundDays(CareClass care) {
        return switch (care) {
            case STANDARD -> 2;
            case DELICATE -> 4;
            case BULKY -> 3;
        };
    }

    /** Surcharge in percent on the garment's list price. */
    public static int surchargePercent(CareClass care) {
        return switch (care) {
            case STANDARD -> 0;
            case DELICATE -> 25;
            case BULKY -> 10;
        };
    }
}
