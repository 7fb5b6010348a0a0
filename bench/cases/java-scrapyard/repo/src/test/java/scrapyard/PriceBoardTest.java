package scrapyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class PriceBoardTest {

    private final PriceBoard board = Fixtures.board();

    @Test
    void aPriceHoldsUntilItIsReplaced() {
        assertEquals(620_000, board.priceOn(Grade.BRIGHT_COPPER, Fixtures.MONDAY));
        assertEquals(635_000, board.priceOn(Grade.BRIGHT_COPPER, Fixtures.TUESDAY));
        assertEquals(635_000, board.priceOn(Grade.BRIGHT_COPPER, LocalDate.of(2024, 4, 1)));
    }

    @Test
    void knowsWhatItIsNotBuying() {
        assertFalse(board.quotes(Grade.INSULATED_CABLE, Fixtures.MONDAY));
        assertFalse(board.quotes(Grade.BRASS, LocalDate.of(2024, 2, 1)));
        assertTrue(board.quotes(Grade.BRASS, Fixtures.MONDAY));
        assertThrows(IllegalStateException.class, () -> board.priceOn(Grade.STAINLESS, Fixtures.MONDAY));
    }

    @Test
    void valuesAMassRoundingDownToThePenny() {
        assertEquals(279_30, board.valueOf(Grade.HEAVY_IRON, Mass.ofKg(1_330), Fixtures.MONDAY));
        assertEquals(85_88, board.valueOf(Grade.BRASS, Mass.kg("22.6"), Fixtures.MONDAY));
        assertEquals(0, board.valueOf(Grade.LIGHT_IRON, Mass.ofGrams(50), Fixtures.MONDAY));
    }

    @Test
    void refusesNegativePrices() {
        assertThrows(IllegalArgumentException.class, () -> board.set(Grade.LEAD, Fixtures.MONDAY, -1));
    }
}
