package org.taxirank.service;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.taxirank.mapping.TariffMapper;
import org.taxirank.model.Fare;
import org.taxirank.model.Journey;
import org.taxirank.model.Tariff;
import org.taxirank.model.VehicleClass;

class FareServiceTest {
    private static final LocalDateTime WEDNESDAY_NOON = LocalDateTime.of(2026, 12, 2, 12, 0);

    private final FareService service = new FareService(new TariffMapper(Set.of(LocalDate.of(2026, 12, 25))));

    @Test
    void meterIsFlagFallDistanceAndWaiting() {
        Fare fare = service.quote(new Journey(WEDNESDAY_NOON, 3100, 130, VehicleClass.SALOON, 1));
        // 320 + 16 x 40 + 3 x 30
        assertEquals(Tariff.DAY, fare.tariff());
        assertEquals(1050, fare.meterPence());
        assertEquals(0, fare.surchargePence());
    }

    @Test
    void mpvSurchargeAndExtraPassengers() {
        Fare fare = service.quote(new Journey(WEDNESDAY_NOON, 200, 0, VehicleClass.MPV, 6));
        assertEquals(360, fare.meterPence());
        assertEquals(150 + 2 * 50, fare.surchargePence());
    }

    @Test
    void accessibleVehicleCostsNoMore() {
        Fare fare = service.quote(new Journey(WEDNESDAY_NOON, 200, 0, VehicleClass.WHEELCHAIR_ACCESSIBLE, 2));
        assertEquals(0, fare.surchargePence());
    }

    @Test
    void christmasIsHoliday() {
        Fare fare = service.quote(new Journey(LocalDateTime.of(2026, 12, 25, 9, 0), 400, 0, VehicleClass.SALOON, 1));
        assertEquals(480 + 2 * 60, fare.totalPence());
    }

    @Test
    void receiptLines() {
        List<String> lines = service.receipt(new Journey(WEDNESDAY_NOON, 1000, 0, VehicleClass.MPV, 1));
        assertEquals(List.of("Tariff day", "Meter £5.20", "Extras £1.50", "Total £6.70"), lines);
    }
}
