package com.example.shiftpay;

/** Gross pay of a week in cents. */
public final class PayCalculator {

    private final PayRates rates;

    public PayCalculator(PayRates rates) {
        this.rates = rates;
    }

    public long regularMinutes(Week week) {
        return Math.min(week.totalMinutes(), rates.overtimeAfterMinutes());
    }

    public long overtimeMinutes(Week week) {
        return Math.max(0, week.totalMinutes() - rates.overtimeAfterMinutes());
    }

    public long gross(Week week) {
        long regular = centsFor(regularMinutes(week), 100);
        long overtime = centsFor(overtimeMinutes(week), rates.overtimePercent());
        return regular + overtime + week.nightShifts() * rates.nightPremiumCents();
    }

    private long centsFor(long minutes, int percent) {
        // minutes * cents/hour * percent / (60 * 100), rounded half up to the cent
        long scaled = minutes * rates.centsPerHour() * percent;
        return (scaled + 3000) / 6000;
    }
}
