package com.example.drycleaning.pricing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.example.drycleaning.model.CareClass;
import com.example.drycleaning.model.GarmentType;
import org.junit.jupiter.api.Test;

class CareClassifierTest {
    @Test
    void shirtsAreStandard() {
        assertEquals(CareClass.STANDARD, CareClassifier.classify(GarmentType.SHIRT));
    }

    @Test
    void duvetsAreBulky() {
        assertEquals(CareClass.BULKY, CareClassifier.classify(GarmentType.DUVET));
    }

    @Test
    void delicateTakesLongest() {
        assertEquals(4, CareClassifier.turnaroundDays(CareClass.DELICATE));
        assertEquals(25, CareClassifier.surchargePercent(CareClass.DELICATE));
    }
}
