package com.glenbrae.distillery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class StrengthTest {

    @Test
    void litresOfPureAlcohol() {
        assertEquals(136.612, Strength.lpa(238.0, 57.4), 1e-9);
        assertEquals(0.0, Strength.lpa(0.0, 63.5), 1e-12);
    }

    @Test
    void bulkLitresIsTheInverse() {
        assertEquals(238.0, Strength.bulkLitres(Strength.lpa(238.0, 57.4), 57.4), 1e-9);
        assertThrows(IllegalArgumentException.class, () -> Strength.bulkLitres(10, 0));
    }

    @Test
    void proof() {
        assertEquals(100.0, Strength.ukProof(57.142857142857), 1e-6);
        assertEquals(92.0, Strength.usProof(46.0), 1e-12);
    }

    @Test
    void reductionWaterBringsStrengthDown() {
        // 200 l at 60% holds 120 LPA, which at 46% is 260.87 l.
        assertEquals(60.8696, Strength.reductionWater(200.0, 60.0, 46.0), 1e-4);
        assertEquals(0.0, Strength.reductionWater(200.0, 46.0, 46.0), 1e-12);
    }

    @Test
    void reductionCannotRaiseStrength() {
        assertThrows(IllegalArgumentException.class, () -> Strength.reductionWater(200.0, 46.0, 50.0));
    }

    @Test
    void strengthMustBeAPercentage() {
        assertThrows(IllegalArgumentException.class, () -> Strength.lpa(1.0, 101.0));
        assertThrows(IllegalArgumentException.class, () -> Strength.lpa(1.0, -0.1));
        assertThrows(IllegalArgumentException.class, () -> Strength.lpa(-1.0, 40.0));
    }
}
