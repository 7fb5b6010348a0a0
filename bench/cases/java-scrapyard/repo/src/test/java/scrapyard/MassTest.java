package scrapyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class MassTest {

    @Test
    void parsesKilogramReadings() {
        assertEquals(1_234_500, Mass.kg("1234.5").grams());
        assertEquals(250, Mass.kg(" 0.25 ").grams());
        assertEquals(Mass.ofKg(3), Mass.kg("3"));
        assertThrows(IllegalArgumentException.class, () -> Mass.kg("1.0005"));
    }

    @Test
    void takesOffAPercentageRoundingDown() {
        assertEquals(Mass.ofGrams(95_000), Mass.ofKg(100).lessPercent(5));
        assertEquals(Mass.ofGrams(9_499), Mass.ofGrams(9_999).lessPercent(5));
        assertThrows(IllegalArgumentException.class, () -> Mass.ofKg(1).lessPercent(101));
    }

    @Test
    void roundsDownToTheScaleStep() {
        assertEquals(Mass.ofKg(1_230), Mass.kg("1239.9").roundDownTo(Mass.ofKg(10)));
        assertEquals(Mass.kg("12.3"), Mass.kg("12.399").roundDownTo(Mass.ofGrams(100)));
        assertEquals(Mass.ofKg(40), Mass.ofKg(40).roundDownTo(Mass.ofKg(10)));
    }

    @Test
    void printsToATenthOfAKilo() {
        assertEquals("1234.5 kg", Mass.kg("1234.56").toString());
        assertEquals("0.0 kg", Mass.ZERO.toString());
        assertEquals("20.0 kg", Mass.ofKg(20).toString());
    }
}
