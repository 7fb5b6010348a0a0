package org.sugarbush;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class PricingTest {
    private final Pricing pricing = Pricing.standard();

    @Test
    void bottledSyrupIsSoldByTheLitre() {
        assertEquals(320.00, pricing.value(new Batch("B1", 10.0, 80.0)), 1e-9);
        assertEquals(24.00, pricing.value(new Batch("B2", 1.0, 40.0)), 1e-9);
    }

    @Test
    void processingGradeIsSoldByWeight() {
        assertEquals(172.90, pricing.value(new Batch("B4", 20.0, 12.0)), 1e-9);
    }

    @Test
    void processingGradeHasNoRetailPrice() {
        assertThrows(IllegalArgumentException.class, () -> pricing.retailPerLitre(SyrupGrade.PROCESSING));
    }
}
