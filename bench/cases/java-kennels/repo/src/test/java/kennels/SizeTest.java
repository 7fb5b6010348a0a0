package kennels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SizeTest {

    @ParameterizedTest
    @CsvSource({"3.5, SMALL", "9.99, SMALL", "10, MEDIUM", "24.9, MEDIUM", "25, LARGE", "44.5, LARGE", "45, GIANT",
            "80, GIANT"})
    void bandsByWeight(double kg, Size expected) {
        assertEquals(expected, Size.forWeight(kg));
    }

    @Test
    void rejectsNonPositiveWeight() {
        assertThrows(IllegalArgumentException.class, () -> Size.forWeight(0));
        assertThrows(IllegalArgumentException.class, () -> Size.forWeight(-2));
    }

    @Test
    void largerRunsTakeSmallerDogs() {
        assertTrue(Size.LARGE.fits(Size.SMALL));
        assertTrue(Size.LARGE.fits(Size.LARGE));
        assertFalse(Size.MEDIUM.fits(Size.LARGE));
    }

    @Test
    void dogSizeFollowsWeight() {
        assertEquals(Size.SMALL, Fixtures.bramble().size());
        assertEquals(Size.LARGE, Fixtures.juniper().size());
        assertEquals(Size.GIANT, Fixtures.hector().size());
    }
}
