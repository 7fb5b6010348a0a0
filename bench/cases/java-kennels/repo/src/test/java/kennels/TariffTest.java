package kennels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class TariffTest {

    private final Tariff tariff = Tariff.standard(2024);

    private static Booking booking(List<Dog> dogs, LocalDate in, LocalDate out) {
        return new Booking("HL-100", "Ashworth", dogs, in, out, Fixtures.run("B2"), Set.of());
    }

    @Test
    void nightlyRatesBySize() {
        assertEquals(2400, tariff.nightlyRate(Size.SMALL));
        assertEquals(3800, tariff.nightlyRate(Size.GIANT));
    }

    @Test
    void offPeakStay() {
        Booking b = booking(List.of(Fixtures.juniper()), LocalDate.of(2024, 10, 7), LocalDate.of(2024, 10, 12));
        assertEquals(5, b.nights());
        assertEquals(5 * 3200, tariff.boardingFor(b, Fixtures.juniper()));
    }

    @Test
    void secondDogInTheRunIsDiscounted() {
        Dog juniper = Fixtures.juniper();
        Dog otto = Fixtures.otto();
        Booking b = booking(List.of(juniper, otto), LocalDate.of(2024, 10, 7), LocalDate.of(2024, 10, 9));
        assertEquals(2 * 3200, tariff.boardingFor(b, juniper));
        assertEquals(2 * 2100, tariff.boardingFor(b, otto));
    }

    @Test
    void peakNightsCarryTheSurcharge() {
        assertTrue(tariff.isPeak(LocalDate.of(2024, 8, 15)));
        assertFalse(tariff.isPeak(LocalDate.of(2024, 9, 15)));
        assertEquals(3360, tariff.nightFor(Fixtures.otto(), LocalDate.of(2024, 8, 15), true));
        assertEquals(2520, tariff.nightFor(Fixtures.otto(), LocalDate.of(2024, 8, 15), false));
    }

    @Test
    void stayRunningIntoSummer() {
        Booking b = booking(List.of(Fixtures.bramble()), LocalDate.of(2024, 7, 17), LocalDate.of(2024, 7, 22));
        assertEquals(2, tariff.peakNights(b));
        assertEquals(3 * 2400 + 2 * 2880, tariff.boardingFor(b, Fixtures.bramble()));
    }

    @Test
    void stayOverTheNewYear() {
        Booking b = booking(List.of(Fixtures.bramble()), LocalDate.of(2024, 12, 30), LocalDate.of(2025, 1, 4));
        assertEquals(4, tariff.peakNights(b));
        assertEquals(4 * 2880 + 2400, tariff.boardingFor(b, Fixtures.bramble()));
    }

    @Test
    void everySizeNeedsARate() {
        Map<Size, Long> rates = new EnumMap<>(Size.class);
        rates.put(Size.SMALL, 2000L);
        assertThrows(IllegalArgumentException.class, () -> new Tariff(rates, 25, 20, List.of()));
    }
}
