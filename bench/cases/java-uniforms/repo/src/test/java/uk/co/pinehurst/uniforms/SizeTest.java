package uk.co.pinehurst.uniforms;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

class SizeTest {

    @Test
    void labelsRoundTrip() {
        for (Size s : Size.values()) {
            assertEquals(s, Size.ofLabel(s.label()));
        }
        assertEquals(Size.M, Size.ofLabel(" m "));
    }

    @Test
    void unknownLabel() {
        assertThrows(IllegalArgumentException.class, () -> Size.ofLabel("14-15"));
    }

    @Test
    void adultFromXsOn() {
        assertFalse(Size.AGE_13.isAdult());
        assertTrue(Size.XS.isAdult());
        assertTrue(Size.XL.isAdult());
    }

    @Test
    void sizesGrowInBothMeasurements() {
        Size[] all = Size.values();
        for (int i = 1; i < all.length; i++) {
            assertTrue(all[i].maxChestCm() > all[i - 1].maxChestCm(), all[i].label());
            assertTrue(all[i].maxHeightCm() > all[i - 1].maxHeightCm(), all[i].label());
        }
    }
}
