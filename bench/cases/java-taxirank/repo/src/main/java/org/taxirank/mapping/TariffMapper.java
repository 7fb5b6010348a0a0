package org.taxirank.mapping;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Set;

import org.taxirank.model.Tariff;
import org.taxirank.model.VehicleClass;

/** Maps a journey's start and vehicle to the council's tariff and surcharges. */
public final class TariffMapper {
    private final Set<LocalDate> holidays;

    public TariffMapper(Set<LocalDate> holidays) {
        this.holidays = Set.copyOf(holidays);
    }

    /** Holidays all day; nights 22:00-06:00; Saturday from 18:00 and all of Sunday at the night rate. */
    public Tariff tariffAt(LocalDateTime start) {
        if (holidays.contains(start.toLocalDate())) {
            return Tariff.HOLIDAY;
        }
        int hour = start.getHour();
        boolean night = hour >= 22 || hour < 6;
        DayOfWeek day = start.getDayOfWeek();
        switch (day) {
            case SUNDAY:
                return Tariff.NIGHT;
            case SATURDAY:
                return hour >= 18 || night ? Tariff.NIGHT : Tariff.DAY;
            default:
                return night ? Tariff.NIGHT : Tariff.DAY;
        }
    }

    /** The fixed surcharge a vehicle class adds to the meter. */
    public int vehicleSurchargePence(VehicleClass vehicle) {
        int pence = 0;
        switch (vehicle) {
            case SALOON:
            case ESTATE:
                break;
            case MPV:
                pence = 150;
                break;
            case WHEELCHAIR_ACCESSIBLE:
                // the licence conditions forbid charging more for an accessible vehicle
                pence = 0;
                break;
        }
        return pence;
    }
}
