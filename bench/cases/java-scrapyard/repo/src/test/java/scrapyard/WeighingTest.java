package scrapyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class WeighingTest {

    @Test
    void ferrousNetIsReadToTenKilos() {
        Weighing van = Weighing.of(Grade.HEAVY_IRON, "3456", "2120");
        assertEquals(Mass.ofKg(1_330), van.net());
    }

    @Test
    void nonFerrousNetIsReadToATenthOfAKilo() {
        Weighing bag = Weighing.of(Grade.BRASS, "23.47", "0.85");
        assertEquals(Mass.kg("22.6"), bag.net());
    }

    @Test
    void deductionComesOffBeforeRounding() {
        Weighing cable = Weighing.of(Grade.MIXED_COPPER, "41.0", "1.0").withDeduction(5);
        assertEquals(Mass.kg("38.0"), cable.net());
        Weighing oily = Weighing.of(Grade.LIGHT_IRON, "1875", "1500").withDeduction(10);
        assertEquals(Mass.ofKg(330), oily.net());
    }

    @Test
    void rejectsImpossibleReadings() {
        assertThrows(IllegalArgumentException.class, () -> Weighing.of(Grade.LEAD, "10", "12"));
        assertThrows(IllegalArgumentException.class,
                () -> Weighing.of(Grade.LEAD, "10", "1").withDeduction(60));
    }
}
