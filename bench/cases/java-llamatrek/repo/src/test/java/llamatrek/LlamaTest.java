package llamatrek;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class LlamaTest {

    private final Llama pip = new Llama("Pip", LocalDate.of(2021, 8, 1), 118);

    @Test
    void ageIsInWholeYears() {
        assertEquals(2, pip.ageOn(LocalDate.of(2024, 7, 31)));
        assertEquals(3, pip.ageOn(LocalDate.of(2024, 8, 1)));
    }

    @Test
    void youngLlamasStayHome() {
        Llama tansy = new Llama("Tansy", LocalDate.of(2024, 5, 30), 62);
        assertFalse(tansy.canTrekOn(LocalDate.of(2026, 5, 29)));
        assertTrue(tansy.canTrekOn(LocalDate.of(2026, 5, 30)));
    }

    @Test
    void rejectsDatesBeforeBirth() {
        assertThrows(IllegalArgumentException.class, () -> pip.ageOn(LocalDate.of(2020, 1, 1)));
    }

    @Test
    void sameNameAndBirthdayIsTheSameLlama() {
        assertEquals(pip, new Llama("Pip", LocalDate.of(2021, 8, 1), 121));
    }

    @Test
    void partyNeedsALlamaPerTwoLeaders() {
        assertEquals(1, Party.adults(2).llamasNeeded());
        assertEquals(2, Party.adults(3).llamasNeeded());
        assertEquals(3, new Party(2, 3, 1).llamasNeeded());
        assertEquals(6, new Party(2, 3, 1).people());
    }

    @Test
    void partyNeedsAnAdult() {
        assertThrows(IllegalArgumentException.class, () -> new Party(0, 2, 0));
    }
}
