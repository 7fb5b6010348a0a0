package com.example.shiftpay;

/** What an hour is worth: the base rate in cents, the weekly overtime threshold and the night premium. */
public record PayRates(long centsPerHour, long overtimeAfterMinutes, int overtimePercent, long nightPremiumCents) {

    public static final PayRates STANDARD = new PayRates(1850, 40 * 60, 150, 1200);

    public PayRates {
        if (centsPerHour <= 0) {
            throw new IllegalArgumentException("rate must be positive");
        }
        if (overtimePercent < 100) {
            throw new IllegalArgumentException("overtime pays at least the base rate");
        }
    }
}
