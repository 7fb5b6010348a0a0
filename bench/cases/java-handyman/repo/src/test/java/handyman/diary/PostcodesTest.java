package handyman.diary;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class PostcodesTest {

    @Test
    void normalise() {
        assertEquals("BS7 8AB", Postcodes.normalise("bs78ab"));
        assertEquals("BS16 1QY", Postcodes.normalise(" BS16  1QY "));
        assertEquals("M1 1AE", Postcodes.normalise("m11ae"));
    }

    @Test
    void district() {
        assertEquals("BS7", Postcodes.district("BS7 8AB"));
        assertEquals("BS16", Postcodes.district("bs161qy"));
    }

    @Test
    void notAPostcode() {
        assertThrows(IllegalArgumentException.class, () -> Postcodes.normalise("BS7"));
        assertThrows(IllegalArgumentException.class, () -> Postcodes.normalise("BS7 8AB 99"));
    }
}
