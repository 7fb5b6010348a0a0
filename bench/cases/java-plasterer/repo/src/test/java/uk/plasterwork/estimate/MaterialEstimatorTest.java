package uk.plasterwork.estimate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.junit.jupiter.api.Test;

class MaterialEstimatorTest {

    private static final double EPS = 1e-6;

    @Test
    void kilogramsForEachCoat() {
        Map<Material, Double> kg = new MaterialEstimator().kilograms(Fixtures.livingRoom());
        assertEquals(48.6 * 11 * 0.8, kg.get(Material.BONDING), EPS);
        assertEquals(48.6 * 2 * 1.1, kg.get(Material.MULTI_FINISH), EPS);
        assertEquals(2, kg.size());
    }

    @Test
    void kilogramsAddUpAcrossRooms() {
        Map<Material, Double> kg = new MaterialEstimator().kilograms(Fixtures.job());
        assertEquals(186.824, kg.get(Material.MULTI_FINISH), EPS);
        assertEquals(427.68, kg.get(Material.BONDING), EPS);
    }

    @Test
    void bagsIncludeWasteAndRoundUp() {
        Map<Material, Integer> bags = new MaterialEstimator().bags(Fixtures.job());
        assertEquals(9, bags.get(Material.MULTI_FINISH));
        assertEquals(19, bags.get(Material.BONDING));
    }

    @Test
    void exactBagsAreNotRoundedUp() {
        MaterialEstimator noWaste = new MaterialEstimator(0);
        assertEquals(2, noWaste.bagsFor(Material.MULTI_FINISH, 50.0));
        assertEquals(3, noWaste.bagsFor(Material.MULTI_FINISH, 50.1));
        assertEquals(3, new MaterialEstimator().bagsFor(Material.MULTI_FINISH, 50.0));
    }

    @Test
    void negativeWasteRejected() {
        assertThrows(IllegalArgumentException.class, () -> new MaterialEstimator(-5));
    }
}
