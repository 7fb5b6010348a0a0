package org.taxirank.service;

import java.util.ArrayList;
import java.util.List;

import org.taxirank.mapping.TariffMapper;
import org.taxirank.model.Fare;
import org.taxirank.model.Journey;
import org.taxirank.model.Tariff;
import org.taxirank.util.Money;

public final class FareService {
    /** each passenger beyond this many adds the extra-passenger charge */
    public static final int INCLUDED_PASSENGERS = 4;
    public static final int EXTRA_PASSENGER_PENCE = 50;

    private final TariffMapper mapper;

    public FareService(TariffMapper mapper) {
        this.mapper = mapper;
    }

    public Fare quote(Journey journey) {
        Tariff tariff = mapper.tariffAt(journey.start());
        int meter = tariff.flagFallPence()
                + Money.startedUnits(journey.metres(), 200) * tariff.per200mPence()
                + Money.startedUnits(journey.waitingSeconds(), 60) * tariff.perWaitingMinutePence();
        int extraPassengers = Math.max(0, journey.passengers() - INCLUDED_PASSENGERS);
        int surcharge = mapper.vehicleSurchargePence(journey.vehicle()) + extraPassengers * EXTRA_PASSENGER_PENCE;
        return new Fare(tariff, meter, surcharge);
    }

    public List<String> receipt(Journey journey) {
        Fare fare = quote(journey);
        List<String> lines = new ArrayList<>();
        lines.add("Tariff " + fare.tariff().name().toLowerCase());
        lines.add("Meter " + Money.pounds(fare.meterPence()));
        if (fare.surchargePence() > 0) {
            lines.add("Extras " + Money.pounds(fare.surchargePence()));
        }
        lines.add("Total " + Money.pounds(fare.totalPence()));
        return lines;
    }
}
