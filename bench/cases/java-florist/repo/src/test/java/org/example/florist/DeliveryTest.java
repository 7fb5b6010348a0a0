package org.example.florist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.time.LocalDateTime;
import org.junit.jupiter.api.Test;

class DeliveryTest {
    @Test
    void zonesGoByDistrict() {
        assertEquals(DeliveryZone.LOCAL, DeliveryZone.of("YO10 5DD"));
        assertEquals(DeliveryZone.LOCAL, DeliveryZone.of("yo1 7hh"));
        assertEquals(DeliveryZone.OUTER, DeliveryZone.of("YO419SB"));
        assertEquals(DeliveryZone.COURIER, DeliveryZone.of("LS1 4AP"));
        assertThrows(IllegalArgumentException.class, () -> DeliveryZone.of("YO1"));
    }

    @Test
    void sameDayBeforeTheCutOff() {
        assertEquals(LocalDate.of(2026, 11, 4), DeliverySchedule.nextDay(LocalDateTime.of(2026, 11, 4, 12, 59)));
        assertEquals(LocalDate.of(2026, 11, 5), DeliverySchedule.nextDay(LocalDateTime.of(2026, 11, 4, 13, 0)));
    }

    @Test
    void noDeliveriesOnSunday() {
        LocalDateTime saturdayAfternoon = LocalDateTime.of(2026, 11, 7, 15, 0);
        assertEquals(LocalDate.of(2026, 11, 9), DeliverySchedule.nextDay(saturdayAfternoon));
        assertFalse(DeliverySchedule.canDeliverOn(LocalDate.of(2026, 11, 8), saturdayAfternoon));
        assertTrue(DeliverySchedule.canDeliverOn(LocalDate.of(2026, 11, 10), saturdayAfternoon));
    }
}
