package org.hardstanding.yard;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/** Prices a lay-up: the lift out, the time ashore, the lift back in. */
public final class YardBilling {
    private final Rates rates;

    public YardBilling(Rates rates) {
        this.rates = rates;
    }

    public Bill bill(Boat boat, LocalDate liftOut, LocalDate liftIn) {
        List<Bill.Line> lines = new ArrayList<>();
        lines.add(new Bill.Line("lift out", rates.lift()));
        long nights = StoragePeriods.daysBetween(liftOut, liftIn);
        if (nights <= rates.shortStayNights()) {
            lines.add(new Bill.Line("ashore " + nights + " nights", nights * rates.perMetreNight() * boat.chargedMetres()));
        } else {
            int months = StoragePeriods.monthsCharged(liftOut, liftIn);
            lines.add(new Bill.Line("ashore " + months + " months", (long) months * rates.perMetreMonth() * boat.chargedMetres()));
        }
        lines.add(new Bill.Line("lift in", rates.lift()));
        return new Bill(lines);
    }
}
