package org.taxirank.mapping;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.taxirank.model.Tariff;

class TariffMapperTest {
    private final TariffMapper mapper = new TariffMapper(Set.of(LocalDate.of(2026, 12, 25)));

    @Test
    void weekdayDaytimeIsDay() {
        assertEquals(Tariff.DAY, mapper.tariffAt(LocalDateTime.of(2026, 12, 2, 14, 0))); // Wednesday
    }

    @Test
    void weekdayLateIsNight() {
        assertEquals(Tariff.NIGHT, mapper.tariffAt(LocalDateTime.of(2026, 12, 2, 22, 0)));
        assertEquals(Tariff.NIGHT, mapper.tariffAt(LocalDateTime.of(2026, 12, 3, 5, 59)));
    }

    @Test
    void saturdayEveningAndSundayAreNight() {
        assertEquals(Tariff.DAY, mapper.tariffAt(LocalDateTime.of(2026, 12, 5, 17, 59)));
        assertEquals(Tariff.NIGHT, mapper.tariffAt(LocalDateTime.of(2026, 12, 5, 18, 0)));
        assertEquals(Tariff.NIGHT, mapper.tariffAt(LocalDateTime.of(2026, 12, 6, 11, 0)));
    }

    @Test
    void holidaysAllDay() {
        assertEquals(Tariff.HOLIDAY, mapper.tariffAt(LocalDateTime.of(2026, 12, 25, 12, 0)));
    }
}
